export interface Stat {
  key: string;
  value: string;
  label: string;
}

/** Figures with their meaning, as a description list (the value is the term's detail). */
export function StatGrid({ stats, tone = "light" }: { stats: Stat[]; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <dl className={`grid gap-6 sm:grid-cols-2 ${stats.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {stats.map((stat) => (
        <div
          key={stat.key}
          className={`flex flex-col-reverse rounded-2xl p-6 text-center ${dark ? "bg-white/5 ring-1 ring-white/10" : "border border-slate-200 bg-white shadow-sm"}`}
        >
          <dt className={`mt-2 text-sm leading-snug ${dark ? "text-slate-300" : "text-slate-600"}`}>{stat.label}</dt>
          <dd className={`text-4xl font-extrabold tracking-tight ${dark ? "text-accent-300" : "text-brand-700"}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
