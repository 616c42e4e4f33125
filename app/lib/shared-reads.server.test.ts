import { describe, expect, it } from "vitest";
import { createSharedReads } from "./shared-reads.server";

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createSharedReads", () => {
  it("loads once per interval and key, then again once the interval has passed", async () => {
    const time = clock();
    const reads = createSharedReads({ ttlMs: 5000, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await reads.get("a", load)).toBe(1);
    time.advance(4999);
    expect(await reads.get("a", load)).toBe(1);
    expect(await reads.get("b", load)).toBe(2);
    time.advance(1);
    expect(await reads.get("a", load)).toBe(3);
  });

  it("shares one load between concurrent requests for the same key", async () => {
    const reads = createSharedReads({ ttlMs: 5000 });
    let loads = 0;
    let release!: (value: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([reads.get("k", load), reads.get("k", load)]);
    release("answer");
    expect(await both).toEqual(["answer", "answer"]);
    expect(loads).toBe(1);
  });

  it("does not keep a failed load", async () => {
    const reads = createSharedReads({ ttlMs: 5000 });
    await expect(reads.get("k", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await reads.get("k", async () => "recovered")).toBe("recovered");
  });

  it("forgets everything on clear, and keeps at most maxEntries keys (oldest go first)", async () => {
    const reads = createSharedReads({ ttlMs: 5000, maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await reads.get("a", load);
    await reads.get("b", load);
    await reads.get("c", load);
    expect(await reads.get("b", load)).toBe(2);
    expect(await reads.get("a", load)).toBe(4);
    reads.clear();
    expect(await reads.get("b", load)).toBe(5);
  });

  it("keeps nothing when the interval is zero", async () => {
    const reads = createSharedReads({ ttlMs: 0 });
    let loads = 0;
    await reads.get("a", async () => ++loads);
    expect(await reads.get("a", async () => ++loads)).toBe(2);
  });
});
