import { CheckCircle2 } from "lucide-react";

export interface CheckList {
  key: string;
  title: string;
  items: string[];
}

/** Side-by-side lists of commitments (safety, quality, support), each item ticked. */
export function CheckListGroup({ lists }: { lists: CheckList[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {lists.map((list) => (
        <div key={list.key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-brand-950">{list.title}</h3>
          <ul className="mt-4 space-y-3">
            {list.items.map((item) => (
              <li key={item} className="flex gap-2 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
