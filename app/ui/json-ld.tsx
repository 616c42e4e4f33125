import type { Graph, Thing, WithContext } from "schema-dts";
import { useNonce } from "~/lib/nonce";

export type JsonLdData = WithContext<Thing> | Graph;

/**
 * JSON for an inline <script>: `<` (so no "</script>" or "<!--" can end or change the element),
 * `>` and `&` become \u escapes, as do U+2028 and U+2029 (line breaks to older JavaScript
 * parsers). JSON.parse reads the same value back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Structured data for search engines. A data block never runs, but it carries the CSP nonce like every script of ours. */
export function JsonLd({ data }: { data: JsonLdData }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
