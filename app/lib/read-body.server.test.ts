import { describe, expect, it } from "vitest";
import { PayloadTooLargeError, readFormDataWithin, readTextWithin } from "./read-body.server";

function chunked(parts: string[]): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Request("http://localhost/x", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("reading a request body within a limit", () => {
  it("reads text and forms up to the limit", async () => {
    expect(await readTextWithin(chunked(["héllo ", "world"]), 100)).toBe("héllo world");
    const form = new Request("http://localhost/x", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect((await readFormDataWithin(form, 100)).get("a")).toBe("1");
  });

  it("refuses a declared length above the limit, and stops reading a chunked body at the limit", async () => {
    const declared = new Request("http://localhost/x", { method: "POST", body: "x".repeat(11) });
    await expect(readTextWithin(declared, 10)).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(readTextWithin(chunked(["12345", "67890", "1"]), 10)).rejects.toMatchObject({ size: 11 });
  });
});
