export interface Step {
  key: string;
  title: string;
  body: string;
}

const columns: Record<number, string> = { 4: "md:grid-cols-2 lg:grid-cols-4", 5: "md:grid-cols-3 lg:grid-cols-5" };

/** An ordered process: each step numbered, titled (h3) and explained. */
export function NumberedSteps({ steps, stepLabel }: { steps: Step[]; stepLabel: (n: number) => string }) {
  return (
    <ol className={`grid gap-6 ${columns[steps.length] ?? "md:grid-cols-3"}`}>
      {steps.map((step, index) => (
        <li key={step.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="flex items-center gap-3 text-sm font-semibold text-accent-700">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white">
              {index + 1}
            </span>
            {stepLabel(index + 1)}
          </p>
          <h3 className="mt-4 text-lg font-bold text-brand-950">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
