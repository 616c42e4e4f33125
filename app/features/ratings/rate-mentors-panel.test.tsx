import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { RateMentorsPanel, type MentorToRateView } from "./rate-mentors-panel";

const render = (element: React.ReactNode, locale: Locale = "en") => renderPage(element, { locale, pageNamespaces: ["ratings"] });

const mentor: MentorToRateView = {
  mentorId: "mentor-1",
  mentorName: "Grace H.",
  photoId: null,
  meetingId: "5b0c2f9e-4d1a-4c43-9a57-1f3e2b6c7d80",
  startsAt: "2026-11-20T20:00:00.000Z",
  type: "essay",
};

describe("RateMentorsPanel", () => {
  it("lists each mentor with the session a rating is about, in US Eastern", () => {
    const html = render(<RateMentorsPanel mentors={[mentor]} />);
    expect(html).toContain("Rate Your Mentors");
    expect(html).toContain("Grace H.");
    expect(html).toContain("Essay Review on Nov 20, 2026, 3:00 PM EST");
    expect(html).toContain('aria-label="Rate Grace H."');
    expect(html).not.toContain("No mentors to rate at this time");
  });

  it("says when there is nobody to rate, in English and Chinese", () => {
    expect(render(<RateMentorsPanel mentors={[]} />)).toContain("No mentors to rate at this time");
    const chinese = render(<RateMentorsPanel mentors={[mentor]} />, "zh");
    expect(chinese).toContain("为您的导师评分");
    expect(chinese).toContain("文书修改");
    expect(render(<RateMentorsPanel mentors={[]} />, "zh")).toContain("目前没有可评分的导师");
  });
});
