import type { ReactNode } from "react";

/**
 * A message about the whole form (a refusal by the server, a rate limit), announced at once.
 * Give it an id and pass that to the fields it concerns (`describedBy`). Nothing without a message.
 */
export function FormAlert({ id, message, testId }: { id?: string; message: ReactNode; testId?: string }) {
  if (!message) return null;
  return (
    <div id={id} role="alert" data-testid={testId} className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </div>
  );
}
