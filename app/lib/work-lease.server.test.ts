import { describe, expect, it } from "vitest";
import { defaultLease, LostClaimError, workUnderLease, type Repeat } from "./work-lease.server";

/** A heartbeat driven by hand: `tick()` runs one renewal and resolves when it is done. */
function manualRepeat() {
  const state: { tick: (() => Promise<void>) | null; everyMs: number | null; stopped: boolean } = { tick: null, everyMs: null, stopped: false };
  const repeat: Repeat = (tick, everyMs) => {
    state.tick = tick;
    state.everyMs = everyMs;
    return () => {
      state.stopped = true;
    };
  };
  return { repeat, state, tick: () => state.tick!() };
}

const lease = { leaseMs: 20_000, renewEveryMs: 5_000 };
const claimedAt = new Date("2026-09-01T12:00:00Z");

describe("workUnderLease", () => {
  it("takes a dead instance's work over within 30 seconds: a lease plus one 5-second poll", () => {
    expect(defaultLease.leaseMs + 5_000).toBeLessThanOrEqual(30_000);
    expect(defaultLease.renewEveryMs * 3).toBeLessThanOrEqual(defaultLease.leaseMs);
  });

  it("renews the rows not finished yet, until the lease from the time elapsed since the claim", async () => {
    const heartbeat = manualRepeat();
    let elapsed = 0;
    const renewals: { ids: string[]; lockedUntil: string }[] = [];
    const worked: string[] = [];
    await workUnderLease(
      [{ id: "a" }, { id: "b" }],
      {
        lease,
        claimedAt,
        maxWorkMs: 60_000,
        clock: () => elapsed,
        repeat: heartbeat.repeat,
        renew: async (ids, lockedUntil) => {
          renewals.push({ ids, lockedUntil: lockedUntil.toISOString() });
          return ids;
        },
      },
      async (row) => {
        elapsed += 7_000;
        await heartbeat.tick();
        worked.push(row.id);
      },
    );
    expect(heartbeat.state.everyMs).toBe(5_000);
    expect(worked).toEqual(["a", "b"]);
    expect(renewals).toEqual([
      { ids: ["a", "b"], lockedUntil: "2026-09-01T12:00:27.000Z" },
      { ids: ["b"], lockedUntil: "2026-09-01T12:00:34.000Z" },
    ]);
    expect(heartbeat.state.stopped).toBe(true);
  });

  it("aborts the row being worked on when its claim was taken over, and skips a lost row it has not reached", async () => {
    const heartbeat = manualRepeat();
    const seen: { id: string; aborted: unknown }[] = [];
    await workUnderLease(
      [{ id: "a" }, { id: "b" }, { id: "c" }],
      {
        lease,
        claimedAt,
        maxWorkMs: 60_000,
        repeat: heartbeat.repeat,
        // Another instance took "a" and "b" over.
        renew: async (ids) => ids.filter((id) => id === "c"),
      },
      async (row, signal) => {
        if (row.id === "a") await heartbeat.tick();
        seen.push({ id: row.id, aborted: signal.aborted ? signal.reason : null });
      },
    );
    expect(seen).toEqual([
      { id: "a", aborted: expect.any(LostClaimError) },
      { id: "c", aborted: null },
    ]);
  });

  it("keeps working and keeps the heartbeat going when a renewal fails", async () => {
    const heartbeat = manualRepeat();
    const errors: unknown[] = [];
    const worked: string[] = [];
    await workUnderLease(
      [{ id: "a" }],
      {
        lease,
        claimedAt,
        maxWorkMs: 60_000,
        repeat: heartbeat.repeat,
        renew: () => Promise.reject(new Error("connection reset")),
        onRenewError: (error) => errors.push(error),
      },
      async (row, signal) => {
        await heartbeat.tick();
        worked.push(`${row.id}:${signal.aborted}`);
      },
    );
    expect(worked).toEqual(["a:false"]);
    expect(errors).toEqual([new Error("connection reset")]);
  });
});
