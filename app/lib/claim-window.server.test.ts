import { describe, expect, it } from "vitest";
import { workWithinClaim } from "./claim-window.server";

describe("workWithinClaim", () => {
  it("gives each row the time left and releases the rows it cannot start before the safety margin", async () => {
    let time = 0;
    const budgets: [string, number][] = [];
    const released: string[][] = [];
    await workWithinClaim(
      ["a", "b", "c", "d"],
      { claimMs: 1000, safetyMs: 200, clock: () => time },
      async (row, budgetMs) => {
        budgets.push([row, budgetMs]);
        time += 500;
      },
      async (rows) => void released.push(rows),
    );
    expect(budgets).toEqual([
      ["a", 800],
      ["b", 300],
    ]);
    expect(released).toEqual([["c", "d"]]);
  });

  it("releases nothing when every row is worked on in time", async () => {
    const released: string[][] = [];
    const worked: string[] = [];
    await workWithinClaim(["a", "b"], { claimMs: 1000, safetyMs: 200, clock: () => 0 }, async (row) => void worked.push(row), async (rows) => void released.push(rows));
    expect(worked).toEqual(["a", "b"]);
    expect(released).toEqual([]);
  });
});
