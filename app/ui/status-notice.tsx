/**
 * The outcome of an action on the page (a cancellation, a report, a decision): a live region
 * that is always there, so screen readers announce the message when it arrives, and a green
 * notice once it has one.
 */
export function StatusNotice({ message, testId, className = "" }: { message: string | null | undefined; testId: string; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={message ? `rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ${className}` : "sr-only"} data-testid={testId}>
      {message ?? ""}
    </p>
  );
}
