import { expect, it, vi } from "vitest";

it("makes zod jitless in a browser, before zod is loaded", async () => {
  vi.stubGlobal("document", {});
  await import("./zod-in-browser");
  const { z } = await import("zod");
  expect(z.config().jitless).toBe(true);
  // An object schema made now parses without compiling.
  expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  vi.unstubAllGlobals();
});
