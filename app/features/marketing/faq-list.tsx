import { ChevronDown } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions and answers from a page namespace's `faq.items` (key = anchor id). Each answer is a
 * <details> with the key as its id, so /page#key reaches it; the one the address points at opens.
 */
export function FaqList({ items }: { items: Record<string, FaqItem> }) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || !(id in items)) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: "start" });
    }
  }, [hash, items]);

  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {Object.entries(items).map(([key, item]) => (
        <details key={key} id={key} className="group scroll-mt-24 px-6 py-2">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-3 font-semibold text-brand-950 focus-visible:focus-ring [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="pb-4 leading-relaxed text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
