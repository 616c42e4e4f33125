import * as Dialog from "@radix-ui/react-dialog";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { CancelSessionFormView } from "./cancel-session-dialog";
import { GuaranteeRefundFormView } from "./guarantee-refund-dialog";
import { RescheduleFormView } from "./reschedule-session-dialog";
import { slotDays, type FreeSlot } from "./slot-days";

// The forms inside the change dialogs, rendered as the browser first gets them, with the page's
// strings loaded as the dashboard's loader sends them.
function render(element: React.ReactNode, locale: Locale = "en") {
  return renderPage(<Dialog.Root>{element}</Dialog.Root>, { locale, path: "/student-dashboard", pageNamespaces: ["student-dashboard", "meeting-changes"] }).replace(/<!-- -->/g, "");
}

const session = {
  id: "0b7f2a52-6a43-4a8e-9a38-3f0d4a1f6a10",
  mentor: { id: "m-1", name: "Alice Z.", photoId: null, college: "harvard" },
  eastern: "Wed, Mar 13, 2030, 11:00 AM EDT",
  local: "Wed, Mar 13, 2030, 8:00 AM PDT",
  zone: "America/Los_Angeles",
  changeable: true,
  paidCents: 5400,
};

const idle = { submit: () => {}, busy: false, fields: {}, message: null };

/** Each `<tag ...>` of the markup as its attributes, in order. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ""])));
}

/** The hidden fields a form posts. */
function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(tags(html, "input").filter((input) => input.type === "hidden").map((input) => [input.name!, input.value!]));
}

const postsToMeetings = { method: "post", action: "/resources/meetings", noValidate: "" };

describe("the cancel dialog's form", () => {
  it("states the full refund of what was paid when it is 24 hours or more before the start", () => {
    const html = render(<CancelSessionFormView session={session} change={idle} />);
    expect(html).toMatch(/data-testid="cancel-policy" data-refund="true">You get a full refund of \$54\.00: you are cancelling at least 24 hours before the start/);
    expect(html).not.toContain("not refunded");
    expect(html).toContain("Wed, Mar 13, 2030, 11:00 AM EDT");
    expect(html).toContain("Wed, Mar 13, 2030, 8:00 AM PDT");
  });

  it("says a late cancellation is not refunded", () => {
    const html = render(<CancelSessionFormView session={{ ...session, changeable: false }} change={idle} />);
    expect(html).toContain('data-refund="false">Cancelling now is not refunded (less than 24 hours before the start).');
    expect(html).not.toContain("full refund");
    const chinese = render(<CancelSessionFormView session={{ ...session, changeable: false }} change={idle} />, "zh");
    expect(chinese).toContain("现在取消不予退款（距开课不足 24 小时）。");
  });

  it("posts intent=cancel with the meeting and an optional, labelled reason to /resources/meetings", () => {
    const html = render(<CancelSessionFormView session={session} change={idle} />);
    expect(tags(html, "form")).toMatchObject([postsToMeetings]);
    expect(hiddenFields(html)).toEqual({ intent: "cancel", meetingId: session.id });
    const [reason] = tags(html, "textarea");
    expect(reason).toMatchObject({ name: "reason", maxLength: "500" });
    expect(reason).not.toHaveProperty("required");
    expect(html).toContain(`<label for="${reason!.id}" class="block text-sm font-medium text-slate-800">Reason (optional)</label>`);
    expect(html).toMatch(/<button type="submit"[^>]*>Cancel session<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Keep session<\/button>/);
  });

  it("shows the server's refusal in an alert and a field's message under it", () => {
    const refused = render(<CancelSessionFormView session={session} change={{ ...idle, message: "This session can no longer be cancelled: it has started, or it was already cancelled." }} />);
    expect(refused).toMatch(/role="alert" data-testid="cancel-error"[^>]*>This session can no longer be cancelled/);
    const field = render(<CancelSessionFormView session={session} change={{ ...idle, fields: { reason: "Keep the reason under 500 characters." } }} />);
    const [reason] = tags(field, "textarea");
    expect(reason).toMatchObject({ "aria-invalid": "true", "aria-describedby": `${reason!.id}-hint ${reason!.id}-error` });
    expect(field).toContain("Keep the reason under 500 characters.");
    expect(field).not.toContain('role="alert"');
    const busy = render(<CancelSessionFormView session={session} change={{ ...idle, busy: true }} />);
    expect(busy).toMatch(/<button type="submit" disabled=""[^>]*>Cancelling…<\/button>/);
  });
});

describe("the reschedule picker", () => {
  // 2030-03-19 and 20 in New York (EDT): 9:00 and 15:00 on the first day, 9:00 on the next.
  const slots: FreeSlot[] = [
    { date: "2030-03-20", time: "09:00", startsAt: "2030-03-20T13:00:00.000Z" },
    { date: "2030-03-19", time: "09:00", startsAt: "2030-03-19T13:00:00.000Z" },
    { date: "2030-03-19", time: "15:00", startsAt: "2030-03-19T19:00:00.000Z" },
  ];

  it("groups the free times by US Eastern day, each in Eastern time and the student's own zone", () => {
    expect(slotDays(slots, { language: "en", zone: "America/Los_Angeles" })).toEqual([
      {
        date: "2030-03-19",
        label: "Tuesday, March 19",
        slots: [
          { value: "2030-03-19 09:00", date: "2030-03-19", time: "09:00", eastern: "9:00 AM EDT", local: "Tue, Mar 19, 6:00 AM PDT" },
          { value: "2030-03-19 15:00", date: "2030-03-19", time: "15:00", eastern: "3:00 PM EDT", local: "Tue, Mar 19, 12:00 PM PDT" },
        ],
      },
      { date: "2030-03-20", label: "Wednesday, March 20", slots: [{ value: "2030-03-20 09:00", date: "2030-03-20", time: "09:00", eastern: "9:00 AM EDT", local: "Wed, Mar 20, 6:00 AM PDT" }] },
    ]);
    // In Beijing the Eastern evening is the next morning; a student in Eastern time sees one time.
    const beijing = slotDays(slots, { language: "zh", zone: "Asia/Shanghai" });
    expect(beijing[0]!.slots[1]!.local).toContain("3月20日");
    expect(beijing[0]!.slots[1]!.local).toContain("03:00");
    expect(slotDays(slots, { language: "en", zone: "America/New_York" })[0]!.slots[0]!.local).toBeNull();
  });

  it("lists the days with a radio per time and posts intent=reschedule with the chosen date and time", () => {
    const html = render(<RescheduleFormView session={session} slots={{ status: "ready", slots }} selected="2030-03-19 15:00" onSelect={() => {}} onRetry={() => {}} change={idle} />);
    expect([...html.matchAll(/data-testid="slot-day" data-date="([^"]+)"/g)].map((m) => m[1])).toEqual(["2030-03-19", "2030-03-20"]);
    expect(html).toMatch(/role="group" aria-labelledby="slot-day-2030-03-19"/);
    expect(html).toContain('<h4 id="slot-day-2030-03-19" class="text-sm font-semibold text-slate-800">Tuesday, March 19</h4>');
    const radios = tags(html, "input").filter((input) => input.type === "radio");
    expect(radios.map((radio) => [radio.name, radio.value, "checked" in radio])).toEqual([
      ["slot", "2030-03-19 09:00", false],
      ["slot", "2030-03-19 15:00", true],
      ["slot", "2030-03-20 09:00", false],
    ]);
    expect(html).toContain("3:00 PM EDT");
    expect(html).toContain("Your time: Tue, Mar 19, 12:00 PM PDT");
    expect(html).toContain("Each time is shown in US Eastern time and in your own time zone (America/Los_Angeles).");
    expect(tags(html, "form")).toMatchObject([postsToMeetings]);
    expect(hiddenFields(html)).toEqual({ intent: "reschedule", meetingId: session.id, date: "2030-03-19", time: "15:00" });
    expect(html).toMatch(/<button type="submit"[^>]*>Move session<\/button>/);
    expect(html).not.toMatch(/<button type="submit" disabled/);
  });

  it("says a taken time in an alert and asks for a time under the list", () => {
    const html = render(
      <RescheduleFormView
        session={session}
        slots={{ status: "ready", slots }}
        selected={null}
        onSelect={() => {}}
        onRetry={() => {}}
        change={{ ...idle, message: "That time slot is no longer available. Please choose another.", fields: { time: "Choose a new time." } }}
      />,
    );
    expect(html).toMatch(/role="alert" data-testid="reschedule-error"[^>]*>That time slot is no longer available/);
    expect(html).toMatch(/<fieldset aria-describedby="reschedule-slots-hint reschedule-slots-error" aria-invalid="true"/);
    expect(html).toContain('data-testid="reschedule-slots-error">Choose a new time.');
    expect(hiddenFields(html)).toMatchObject({ date: "", time: "" });
  });

  it("says when the times are loading, could not be loaded, or there are none, and cannot post then", () => {
    const loading = render(<RescheduleFormView session={session} slots={{ status: "loading" }} selected={null} onSelect={() => {}} onRetry={() => {}} change={idle} />);
    expect(loading).toMatch(/role="status"[^>]*>Loading Alice Z\.&#x27;s free times…/);
    expect(loading).toMatch(/<button type="submit" disabled=""/);
    const failed = render(<RescheduleFormView session={session} slots={{ status: "error" }} selected={null} onSelect={() => {}} onRetry={() => {}} change={idle} />);
    expect(failed).toMatch(/role="alert"[^>]*>We could not load the free times\./);
    expect(failed).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    const none = render(<RescheduleFormView session={session} slots={{ status: "ready", slots: [] }} selected={null} onSelect={() => {}} onRetry={() => {}} change={idle} />);
    expect(none).toContain("Alice Z. has no free times in the coming weeks.");
    expect(none).toMatch(/<button type="submit" disabled=""/);
  });
});

describe("the guarantee's refund request", () => {
  it("explains the guarantee and posts intent=guarantee with a required reason", () => {
    const html = render(<GuaranteeRefundFormView session={session} change={idle} />);
    expect(html).toContain("You can ask within 30 days of the session.");
    expect(html).toContain("It covers your first session with each mentor.");
    expect(html).toContain("We confirm your request within 24 hours.");
    expect(html).toContain("Once approved, the refund of $54.00 reaches your card in 5-7 business days.");
    expect(tags(html, "textarea")).toMatchObject([{ name: "reason", required: "", minLength: "10", maxLength: "2000" }]);
    expect(tags(html, "form")).toMatchObject([postsToMeetings]);
    expect(hiddenFields(html)).toEqual({ intent: "guarantee", meetingId: session.id });
    const chinese = render(<GuaranteeRefundFormView session={session} change={{ ...idle, fields: { reason: "请用一两句话告诉我们哪里不满意（至少 10 个字符）。" } }} />, "zh");
    expect(chinese).toContain("我们会在 24 小时内确认您的申请。");
    expect(chinese).toContain("请用一两句话告诉我们哪里不满意（至少 10 个字符）。");
  });
});
