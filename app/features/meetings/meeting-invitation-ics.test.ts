import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eventOf, eventsOf, parseIcs, unescapeText } from "./ics-test-parser";
import { calendarIcs, escapeText, foldLine, meetingInvitationIcs, utcDateTime, type MeetingInvitation } from "./meeting-invitation-ics";

const invitation: MeetingInvitation = {
  uid: "meeting-123@unibridge",
  startsAt: new Date("2026-03-09T14:00:00Z"),
  durationMinutes: 60,
  summary: "Essay review with Ada L.",
  description: "Join: https://meet.jit.si/Unibridge-abc\nGoals: structure, tone; and more",
  url: "https://meet.jit.si/Unibridge-abc",
  organizer: { name: "Unibridge", email: "no-reply@unibridge.test" },
  attendees: [
    { name: "Ada Lovelace", email: "ada@example.com" },
    { name: "Li, Wei", email: "wei@example.com" },
  ],
  createdAt: new Date("2026-03-01T08:30:15.123Z"),
};

describe("meetingInvitationIcs", () => {
  const text = meetingInvitationIcs(invitation);
  const properties = parseIcs(text);
  const event = eventOf(properties);
  const one = (name: string) => event.get(name)?.[0];

  it("is a VCALENDAR request with one VEVENT, CRLF line endings", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(properties[0]).toMatchObject({ name: "BEGIN", value: "VCALENDAR" });
    expect(properties.at(-1)).toMatchObject({ name: "END", value: "VCALENDAR" });
    const calendar = Object.fromEntries(properties.slice(1, 5).map((p) => [p.name, p.value]));
    expect(calendar).toMatchObject({ VERSION: "2.0", METHOD: "REQUEST" });
    expect(properties.filter((p) => p.name === "BEGIN" && p.value === "VEVENT")).toHaveLength(1);
  });

  it("has the uid, stamps and a 60-minute slot in UTC", () => {
    expect(one("UID")?.value).toBe("meeting-123@unibridge");
    expect(one("DTSTAMP")?.value).toBe("20260301T083015Z");
    expect(one("DTSTART")?.value).toBe("20260309T140000Z");
    expect(one("DTEND")?.value).toBe("20260309T150000Z");
  });

  it("has the summary, description, link and people", () => {
    expect(unescapeText(one("SUMMARY")!.value)).toBe("Essay review with Ada L.");
    expect(unescapeText(one("DESCRIPTION")!.value)).toBe(invitation.description);
    expect(one("URL")?.value).toBe("https://meet.jit.si/Unibridge-abc");
    expect(unescapeText(one("LOCATION")!.value)).toBe("https://meet.jit.si/Unibridge-abc");
    expect(one("ORGANIZER")).toMatchObject({ params: { CN: "Unibridge" }, value: "mailto:no-reply@unibridge.test" });
    expect(event.get("ATTENDEE")?.map((a) => [a.params.CN, a.value])).toEqual([
      ["Ada Lovelace", "mailto:ada@example.com"],
      ["Li, Wei", "mailto:wei@example.com"],
    ]);
  });

  it("folds long lines at 75 octets", () => {
    const long = meetingInvitationIcs({ ...invitation, description: "会议链接 ".repeat(40) + invitation.url });
    const lines = long.split("\r\n");
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(unescapeText(eventOf(parseIcs(long)).get("DESCRIPTION")![0]!.value)).toBe("会议链接 ".repeat(40) + invitation.url);
  });

  it("keeps a double quote out of a quoted name", () => {
    const quoted = meetingInvitationIcs({ ...invitation, attendees: [{ name: 'Ada "The Countess": L.', email: "ada@example.com" }] });
    expect(eventOf(parseIcs(quoted)).get("ATTENDEE")?.[0]).toMatchObject({
      params: { CN: "Ada The Countess: L." },
      value: "mailto:ada@example.com",
    });
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("round-trips any text", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(unescapeText(escapeText(s))).toBe(s.replace(/\r\n|\r/g, "\n"));
      }),
    );
  });
});

describe("meetingInvitationIcs for a file the user adds themselves", () => {
  it("is published rather than requested, and leaves out the location until there is a link", () => {
    const { url: _url, ...withoutLink } = invitation;
    const properties = parseIcs(meetingInvitationIcs({ ...withoutLink, method: "PUBLISH" }));
    expect(properties.find((p) => p.name === "METHOD")?.value).toBe("PUBLISH");
    const event = eventOf(properties);
    expect(event.get("URL")).toBeUndefined();
    expect(event.get("LOCATION")).toBeUndefined();
    expect(event.get("UID")?.[0]?.value).toBe("meeting-123@unibridge");
  });
});

describe("foldLine", () => {
  it("leaves short lines alone", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75));
  });

  it("never splits a character and unfolds to the original", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (s) => {
        const folded = foldLine(`DESCRIPTION:${s}`);
        for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${s}`);
      }),
    );
  });
});

describe("utcDateTime", () => {
  it("is the basic UTC form without milliseconds", () => {
    expect(utcDateTime(new Date("2026-11-01T06:05:09.999Z"))).toBe("20261101T060509Z");
  });
});

describe("calendarIcs", () => {
  const second: MeetingInvitation = { ...invitation, uid: "meeting-456@unibridge", startsAt: new Date("2026-03-10T15:00:00Z"), url: undefined };
  const text = calendarIcs([invitation, second], { method: "PUBLISH", name: "Unibridge sessions; mine", refreshMinutes: 60 });
  const properties = parseIcs(text);

  it("is one published calendar with a name, a refresh hint and one VEVENT per meeting", () => {
    const calendar = new Map(properties.slice(0, properties.findIndex((p) => p.value === "VEVENT")).map((p) => [p.name, p.value]));
    expect(calendar.get("METHOD")).toBe("PUBLISH");
    expect(unescapeText(calendar.get("X-WR-CALNAME")!)).toBe("Unibridge sessions; mine");
    expect(calendar.get("REFRESH-INTERVAL")).toBe("PT60M");
    const events = eventsOf(properties);
    expect(events.map((e) => e.get("UID")?.[0]?.value)).toEqual(["meeting-123@unibridge", "meeting-456@unibridge"]);
    expect(events[1]!.get("URL")).toBeUndefined();
    expect(properties.at(-1)).toMatchObject({ name: "END", value: "VCALENDAR" });
  });

  it("writes the same event as the single invitation", () => {
    const single = eventOf(parseIcs(meetingInvitationIcs({ ...invitation, method: "PUBLISH" })));
    expect(eventsOf(properties)[0]).toEqual(single);
  });

  it("is an empty calendar, still valid, when there are no meetings", () => {
    const empty = parseIcs(calendarIcs([], { method: "PUBLISH" }));
    expect(empty[0]).toMatchObject({ name: "BEGIN", value: "VCALENDAR" });
    expect(empty.at(-1)).toMatchObject({ name: "END", value: "VCALENDAR" });
    expect(eventsOf(empty)).toEqual([]);
  });
});
