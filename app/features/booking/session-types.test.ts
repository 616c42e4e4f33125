import { describe, expect, it } from "vitest";
import { meetings } from "~/db/schema/meetings";
import { offeredSessionTypes, sessionPriceCents } from "./session-types";
import { sessionTypes } from "~/lib/session-types";

describe("session types", () => {
  it("are the values the meetings table accepts", () => {
    expect(sessionTypes).toEqual(meetings.type.enumValues);
  });

  it("offer SAT tutoring only from mentors who offer it and scored 1500 or more", () => {
    const all = ["sat", "essay", "college", "interview", "general"];
    expect(offeredSessionTypes({ offersSat: true, satScore: 1500 })).toEqual(all);
    expect(offeredSessionTypes({ offersSat: true, satScore: 1490 })).toEqual(all.slice(1));
    expect(offeredSessionTypes({ offersSat: false, satScore: 1600 })).toEqual(all.slice(1));
    expect(offeredSessionTypes({ offersSat: true, satScore: null })).toEqual(all.slice(1));
  });

  it("price SAT tutoring at the SAT price and everything else at the session price", () => {
    const mentor = { sessionPriceCents: 6500, satPriceCents: 9000 };
    expect(sessionPriceCents(mentor, "sat")).toBe(9000);
    for (const type of ["essay", "college", "interview", "general"] as const) expect(sessionPriceCents(mentor, type)).toBe(6500);
  });
});
