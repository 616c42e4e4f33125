import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NonceProvider } from "~/lib/nonce";
import { JsonLd, serializeJsonLd } from "./json-ld";

describe("JsonLd", () => {
  const hostile = {
    "@context": "https://schema.org",
    "@type": "Thing",
    name: "</script><script>alert(1)</script> <!-- & \u2028\u2029 end",
  } as const;

  it("escapes what could end the script element or break a JavaScript parser, and reads back the same", () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it("renders one application/ld+json script with the request's CSP nonce", () => {
    const html = renderToString(
      <NonceProvider value="abc123">
        <JsonLd data={hostile} />
      </NonceProvider>,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc123">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(body)).toEqual(hostile);
  });
});
