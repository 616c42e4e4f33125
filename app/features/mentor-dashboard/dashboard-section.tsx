import type { ReactNode, Ref } from "react";

/**
 * One titled card of the dashboard; the heading names the region for assistive technology. With
 * `headingRef` the heading can take the focus (when what had it leaves the card).
 */
export function DashboardSection({ id, title, intro, headingRef, children }: { id: string; title: string; intro?: string; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid={id}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="rounded text-xl font-bold text-brand-950 focus-visible:focus-ring">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
