import { describe, expect, it } from "vitest";
import { countries } from "~content/countries";
import type { Route } from "./+types/flags.$file";
import { loader } from "./flags.$file";

function get(file: string): Promise<Response> {
  const request = new Request(`http://localhost/flags/${file}`);
  return loader({ request, params: { file } } as unknown as Route.LoaderArgs).catch((thrown: unknown) => {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    return new Response(null, { status: status ?? 500 });
  });
}

describe("GET /flags/:code.svg", () => {
  it("serves an SVG flag for every country of the country list", async () => {
    const missing: string[] = [];
    for (const { code } of countries) {
      const response = await get(`${code.toLowerCase()}.svg`);
      const body = response.status === 200 ? await response.text() : "";
      if (!/^<svg[\s>]/.test(body.trimStart())) missing.push(code);
    }
    expect(missing).toEqual([]);
  });

  it("answers with long-lived, safe headers", async () => {
    const response = await get("us.svg");
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });

  it("refuses anything but a listed country's lower-case code", async () => {
    for (const file of ["xx.svg", "US.svg", "us.png", "../package.json", "us", "gb-eng.svg", "usa.svg"]) {
      expect((await get(file)).status, file).toBe(404);
    }
  });
});
