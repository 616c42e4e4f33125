import { describe, expect, it } from "vitest";
import { collegeLabel, statusBadgeClassName, UNKNOWN_STATUS_CLASSES } from "./application-labels";
import { suggestColleges } from "./college-suggestions";
import { daysUntil, deadlineState, todayIn } from "./deadline";
import { moveItem, type TrackedApplication } from "./tracked-application";
import { applyMoves } from "./use-application-order";

describe("deadlines", () => {
  it("are due soon from today up to 14 days ahead", () => {
    expect(deadlineState("2026-11-25", "2026-11-25")).toBe("soon");
    expect(deadlineState("2026-11-25", "2026-12-09")).toBe("soon");
    expect(deadlineState("2026-11-25", "2026-12-10")).toBe("later");
    expect(deadlineState("2026-11-25", "2026-11-24")).toBe("passed");
    expect(daysUntil("2026-12-31", "2027-01-01")).toBe(1);
    // Across the US clock change the count is still in whole days.
    expect(daysUntil("2027-03-10", "2027-03-17")).toBe(7);
  });

  it("count from the student's own date", () => {
    const instant = new Date("2026-11-24T20:00:00Z");
    expect(todayIn("Asia/Shanghai", instant)).toBe("2026-11-25");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-11-24");
    expect(todayIn(null, new Date("2026-11-25T03:00:00Z"))).toBe("2026-11-24");
    expect(todayIn("Not/AZone", instant)).toBe("2026-11-24");
  });
});

describe("labels", () => {
  it("show a listed university in Chinese for Chinese readers, any other name as stored", () => {
    expect(collegeLabel("Yale University", true)).toBe("耶鲁大学");
    expect(collegeLabel("Yale University", false)).toBe("Yale University");
    expect(collegeLabel("University of Toronto", true)).toBe("University of Toronto");
  });

  it("give an unknown status a grey badge", () => {
    expect(statusBadgeClassName("deferred")).toBe(UNKNOWN_STATUS_CLASSES);
    expect(statusBadgeClassName("accepted")).not.toBe(UNKNOWN_STATUS_CLASSES);
  });

  it("suggest list colleges from English or Chinese text, those starting with it first", () => {
    expect(suggestColleges("", false)).toEqual([]);
    expect(suggestColleges("harvard", false)).toEqual([{ id: "harvard", label: "Harvard University" }]);
    expect(suggestColleges("哈佛", true)).toEqual([{ id: "harvard", label: "哈佛大学" }]);
    expect(suggestColleges("mudd", false)[0]).toEqual({ id: "harvey-mudd", label: "Harvey Mudd College" });
    const california = suggestColleges("california", false).map((suggestion) => suggestion.label);
    expect(california[0]).toBe("California Institute of Technology");
    expect(california.length).toBeLessThanOrEqual(8);
  });
});

describe("moving rows", () => {
  const rows = ["a", "b", "c", "d"].map((id) => ({ id }) as TrackedApplication);
  const ids = (list: TrackedApplication[]) => list.map((row) => row.id);

  it("moves by index as shown", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });

  it("applies planned moves in order and skips one whose rows are gone", () => {
    expect(ids(applyMoves(rows, [{ id: "a", afterId: "c" }]))).toEqual(["b", "c", "a", "d"]);
    expect(ids(applyMoves(rows, [{ id: "d", afterId: null }, { id: "a", afterId: "b" }]))).toEqual(["d", "b", "a", "c"]);
    expect(ids(applyMoves(rows, [{ id: "x", afterId: null }, { id: "a", afterId: "gone" }]))).toEqual(["a", "b", "c", "d"]);
  });
});
