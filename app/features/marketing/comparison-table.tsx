import { Check, Minus } from "lucide-react";

export interface ComparisonRow {
  key: string;
  label: string;
  us: string;
  them: string;
}

/** Unibridge beside the alternative, one row per aspect. */
export function ComparisonTable({ caption, columns, rows }: { caption: string; columns: { feature: string; us: string; them: string }; rows: ComparisonRow[] }) {
  return (
    <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-sm font-semibold text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-4 sm:px-6">{columns.feature}</th>
            <th scope="col" className="px-3 py-4 sm:px-6 text-brand-700">{columns.us}</th>
            <th scope="col" className="px-3 py-4 sm:px-6">{columns.them}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-4 sm:px-6 font-semibold text-brand-950">{row.label}</th>
              <td className="px-3 py-4 sm:px-6 text-slate-800">
                <span className="flex gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                  {row.us}
                </span>
              </td>
              <td className="px-3 py-4 sm:px-6 text-slate-600">
                <span className="flex gap-2">
                  <Minus className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
                  {row.them}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
