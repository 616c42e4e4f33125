import type { LucideIcon } from "lucide-react";

export interface IconCard {
  key: string;
  Icon: LucideIcon;
  title: string;
  body: string;
}

const columnClasses = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" } as const;

/** Cards with an icon, a title (h3) and a paragraph: programme parts, features, reasons. */
export function IconCardGrid({ cards, columns = 3 }: { cards: IconCard[]; columns?: keyof typeof columnClasses }) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {cards.map(({ key, Icon, title, body }) => (
        <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-lg font-bold text-brand-950">{title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{body}</p>
        </li>
      ))}
    </ul>
  );
}
