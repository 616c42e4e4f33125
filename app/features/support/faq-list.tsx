import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

export interface FaqItem {
  question: string;
  answer: string;
  category?: string;
}

/**
 * Questions as <details>, each with its key as id, so /page#key reaches the answer: the one the
 * address names opens (on arrival and when a link on the page changes the hash).
 */
export function FaqList({ items, linkLabel, testId }: { items: [string, FaqItem][]; linkLabel: string; testId?: string }) {
  const { hash } = useLocation();
  // The server never sees the hash: the answer opens once the browser has taken over.
  const target = useHydrated() ? decodeURIComponent(hash.slice(1)) : null;

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid={testId}>
      {items.map(([key, item]) => (
        <details key={key} id={key} open={target === key ? true : undefined} className="group scroll-mt-24 p-5" data-category={item.category}>
          <summary className="cursor-pointer list-none rounded font-semibold text-brand-950 focus-visible:focus-ring [&::-webkit-details-marker]:hidden">
            <span className="flex items-start justify-between gap-4">
              {item.question}
              <span aria-hidden="true" className="text-brand-600 transition-transform group-open:rotate-45">
                +
              </span>
            </span>
          </summary>
          <p className="mt-3 leading-relaxed text-slate-700">{item.answer}</p>
          <a href={`#${key}`} className="mt-2 inline-block rounded text-sm text-brand-700 hover:underline focus-visible:focus-ring">
            {linkLabel}
          </a>
        </details>
      ))}
    </div>
  );
}
