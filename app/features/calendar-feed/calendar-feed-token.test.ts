import { describe, expect, it } from "vitest";
import { calendarFeedPath, formatFeedToken, parseFeedToken } from "./calendar-feed-token";

const token = { feedId: "0b7c5d9e-2f4a-4c1b-9e8d-7a6b5c4d3e2f", secret: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN_-1" };

describe("feed tokens", () => {
  it("round-trips the feed id and secret", () => {
    expect(parseFeedToken(formatFeedToken(token))).toEqual(token);
    expect(calendarFeedPath(token)).toBe(`/calendar-feed/${token.feedId}.${token.secret}/unibridge.ics`);
  });

  it("rejects anything else", () => {
    for (const bad of ["", token.feedId, `${token.feedId}.`, `${token.feedId}.${token.secret}x`, `${token.feedId}.${token.secret.slice(1)}`, `not-a-uuid-not-a-uuid-not-a-uuid-abcd.${token.secret}`, `${token.feedId}.${token.secret.slice(0, -1)}=`]) {
      expect(parseFeedToken(bad)).toBeNull();
    }
  });
});
