import type { ReactNode } from "react";

/** One titled card of the dashboard; the heading names the region for assistive technology. */
export function DashboardSection({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid={id}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-950">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
