import { FlaskConical } from "lucide-react";

/** The top of a local gateway page: a badge and a notice that make plain nothing real happens here. */
export function TestModeHeading({ badge, heading, notice }: { badge: string; heading: string; notice: string }) {
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold tracking-wide text-amber-900 ring-1 ring-amber-300">
        <FlaskConical aria-hidden className="size-4" />
        {badge}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-brand-950 sm:text-3xl">{heading}</h1>
      <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        {notice}
      </p>
    </>
  );
}
