import type { ReactNode } from "react";

/** A dashboard number: what it is, the figure, and a line (or a button) about it. */
export function Tile({ icon, title, value, testId, children }: { icon: ReactNode; title: string; value: string; testId: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid={testId}>
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        {title}
      </p>
      <p className="mt-3 text-3xl font-bold text-brand-950 tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </p>
      {children ? <div className="mt-2 flex-1 text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
