import { JsonLd } from "~/ui/json-ld";
import { faqPageFromStrings } from "./structured-data";

/** FAQPage structured data from a page namespace's {question, answer} entries; nothing when it has none. */
export function FaqJsonLd({ bundle }: { bundle: Record<string, unknown> | undefined }) {
  const data = bundle ? faqPageFromStrings(bundle) : null;
  return data ? <JsonLd data={data} /> : null;
}
