import { expect, it } from "vitest";
import { createTestDatabase, describeEachDb } from "~/test/test-database";
import { consumeRateLimit, resetRateLimit } from "./rate-limit.server";

const rule = { window: 60, max: 3 };
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds));

describeEachDb("consumeRateLimit", (getDb, kind) => {
  it("allows max requests per window, then refuses with the seconds left", async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit(getDb(), "sign-in:ip:1", rule, at(10 + i)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    // The window opened at second 10; the fourth request, at second 13, waits until second 70.
    expect(results[3]).toEqual({ allowed: false, retryAfter: 57 });
  });

  it("starts a new window once the old one has passed", async () => {
    expect((await consumeRateLimit(getDb(), "sign-in:ip:1", rule, at(59))).allowed).toBe(false);
    expect((await consumeRateLimit(getDb(), "sign-in:ip:1", rule, new Date(at(10).getTime() + 61_000))).allowed).toBe(true);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(getDb(), "k:a", rule, at(0));
    expect((await consumeRateLimit(getDb(), "k:a", rule, at(1))).allowed).toBe(false);
    expect((await consumeRateLimit(getDb(), "k:b", rule, at(1))).allowed).toBe(true);
    await resetRateLimit(getDb(), "k:a");
    expect((await consumeRateLimit(getDb(), "k:a", rule, at(2))).allowed).toBe(true);
  });

  if (kind === "postgres") {
    it("counts concurrent requests exactly", async () => {
      const database = await createTestDatabase("postgres", 20);
      try {
        const decisions = await Promise.all(
          Array.from({ length: 40 }, () => consumeRateLimit(database.db, "burst", { window: 60, max: 10 }, at(0))),
        );
        expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
      } finally {
        await database.close();
      }
    });
  }
});
