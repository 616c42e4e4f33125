import { CheckCircle2 } from "lucide-react";

/** A polite live region that is always present, so screen readers announce each new message. */
export function SuccessBanner({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" data-testid="demo-success">
      {message && (
        <p className="flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-800">
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          {message}
        </p>
      )}
    </div>
  );
}
