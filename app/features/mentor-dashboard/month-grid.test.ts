import { describe, expect, it } from "vitest";
import { addMonths, monthGrid, movedDate } from "./month-grid";

describe("monthGrid", () => {
  it("covers March 2026 in whole weeks starting on Sunday", () => {
    const weeks = monthGrid("2026-03");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: "2026-03-01", inMonth: true });
    expect(weeks.at(-1)!.at(-1)).toEqual({ date: "2026-04-04", inMonth: false });
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(31);
  });

  it("starts weeks on Monday when asked", () => {
    const weeks = monthGrid("2026-03", 1);
    expect(weeks[0]![0]).toEqual({ date: "2026-02-23", inMonth: false });
    expect(weeks[0]![6]).toEqual({ date: "2026-03-01", inMonth: true });
    expect(weeks).toHaveLength(6);
  });

  it("holds a February that fills exactly four weeks", () => {
    expect(monthGrid("2015-02")).toHaveLength(4);
  });
});

describe("movedDate", () => {
  it("moves by days and weeks across month ends", () => {
    expect(movedDate("2026-03-31", "ArrowRight")).toBe("2026-04-01");
    expect(movedDate("2026-03-01", "ArrowLeft")).toBe("2026-02-28");
    expect(movedDate("2026-03-28", "ArrowDown")).toBe("2026-04-04");
    expect(movedDate("2026-03-04", "ArrowUp")).toBe("2026-02-25");
  });

  it("goes to the ends of the week", () => {
    // 2026-03-18 is a Wednesday.
    expect(movedDate("2026-03-18", "Home")).toBe("2026-03-15");
    expect(movedDate("2026-03-18", "End")).toBe("2026-03-21");
    expect(movedDate("2026-03-18", "Home", 1)).toBe("2026-03-16");
    expect(movedDate("2026-03-18", "End", 1)).toBe("2026-03-22");
  });

  it("moves by a month, keeping the day or taking the month's last", () => {
    expect(movedDate("2026-03-31", "PageDown")).toBe("2026-04-30");
    expect(movedDate("2026-03-30", "PageUp")).toBe("2026-02-28");
    expect(movedDate("2026-12-15", "PageDown")).toBe("2027-01-15");
  });

  it("ignores other keys", () => {
    expect(movedDate("2026-03-18", "Enter")).toBeNull();
  });
});

describe("addMonths", () => {
  it("crosses years both ways", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12-01");
  });
});
