import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/i18n";
import { renderPage } from "~/test/render-page";
import { pageSearch } from "./mentor-page-search";
import type { MentorListItem, MentorSearch, MentorSearchResult } from "./mentor-search-params";
import { contentNameMap, mentorsPageNames } from "./content-names.server";
import { MentorsPage } from "./mentors-page";
import type { TopMentor } from "./list-top-mentors.server";
import { TopMentorsPage } from "./top-mentors-page";

function mentor(n: number, overrides: Partial<MentorListItem> = {}): MentorListItem {
  return {
    id: `m-${n}`,
    name: `Mentor${n} L.`,
    college: "harvard",
    major: "economics",
    country: "CN",
    languages: ["zh", "en"],
    rating: 4.5,
    reviewCount: 3,
    sessionPriceCents: 6500,
    satPriceCents: 8000,
    offersSat: n === 1,
    satScore: n === 1 ? 1560 : 1400,
    photoId: `photo-${n}`,
    bio: "I study economics and love helping students write essays that sound like them. ".repeat(3),
    available: true,
    ...overrides,
  };
}

function result(count: number, total = count, visitor = false): MentorSearchResult {
  const mentors = Array.from({ length: count }, (_, i) =>
    mentor(i + 1, visitor ? { sessionPriceCents: null, satPriceCents: null } : {}),
  );
  return { total, page: 1, pageSize: 12, mentors };
}

function render(element: React.ReactNode, url = "/mentors", locale: Locale = "en") {
  return renderPage(element, { locale, path: url.split("?")[0]!, url, pageNamespaces: ["mentors", "ratings"] });
}

/** The page as its loader gives it: the names of what it shows, in the reader's language. */
function mentorsPage(result: MentorSearchResult, signedIn: boolean, search: MentorSearch, locale: Locale = "en") {
  return <MentorsPage result={result} signedIn={signedIn} search={search} names={mentorsPageNames(result.mentors, search, locale)} />;
}

const visitorSearch = pageSearch(new URLSearchParams(), { signedIn: false, chinese: false });
const studentSearch = pageSearch(new URLSearchParams(), { signedIn: true, chinese: false });

describe("MentorsPage", () => {
  it("shows visitors the marketing header and a search box that leads to /login, without filters or prices", () => {
    const html = render(mentorsPage(result(7, 84, true), false, visitorSearch));
    expect(html).toContain("Meet Mentors from Top US Universities");
    expect(html).toMatch(/<a data-testid="visitor-search"[^>]*href="\/login"/);
    expect(html).not.toContain('data-testid="mentor-filters"');
    expect(html).not.toContain('data-testid="mentor-price"');
    expect(html).not.toContain('role="combobox"');
    expect(html).toContain('data-testid="visitor-banner"');
    expect(html).toContain("84 mentors");
  });

  it("has no banner when six or fewer mentors match", () => {
    const html = render(mentorsPage(result(6, 6, true), false, visitorSearch));
    expect(html).not.toContain('data-testid="visitor-banner"');
  });

  it("gives signed-in users search, filters (available-only on), sort, prices and pages", () => {
    const html = render(mentorsPage(result(12, 30), true, studentSearch));
    expect(html).toContain('role="combobox"');
    expect(html).toContain("SAT tutors (1500+)");
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>Available to book/);
    expect(html).toContain("Price: low to high");
    expect(html).toContain("$65.00");
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/mentors?page=2"');
    expect(html).toContain("Read more");
    expect(html).toContain('href="/schedule-meeting/m-1"');
  });

  it("loads the first row's photos at once and the rest lazily, at their shown size", () => {
    const html = render(mentorsPage(result(5), true, studentSearch));
    const images = [...html.matchAll(/<img [^>]*src="\/media\/[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(5);
    expect(images[0]).toContain('src="/media/photo-1?w=160"');
    expect(images[0]).toContain('width="80"');
    expect(images[0]).toContain('loading="eager"');
    expect(images[3]).toContain('loading="lazy"');
  });

  it("shows each card's flag as an image from our own origin, beside the country's name", () => {
    const html = render(mentorsPage(result(2), true, studentSearch));
    const flags = html.match(/<img[^>]*src="\/flags\/cn\.svg"[^>]*>/g) ?? [];
    expect(flags).toHaveLength(2);
    for (const img of flags) {
      expect(img).toContain('alt=""');
      expect(img).toContain('aria-hidden="true"');
      expect(img).toContain('loading="lazy"');
    }
    expect(html).toContain('data-testid="mentor-country">China<');
    expect(html).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it("names the chosen filters in their chips and selects, which hold only the chosen choice until the lists load", () => {
    const search = pageSearch(new URLSearchParams("country=US&college=yale&language=es"), { signedIn: true, chinese: false });
    const html = render(mentorsPage(result(1), true, search), "/mentors?country=US&college=yale&language=es");
    const chips = /data-testid="filter-chips"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
    expect(chips).toContain("United States");
    expect(chips).toContain("Yale University");
    expect(chips).toContain("Spanish");
    expect(html).toMatch(/<option value="yale" selected="">Yale University<\/option>/);
    expect(html).toMatch(/<option value="US" selected="">United States<\/option>/);
    expect(html).not.toContain('<option value="harvard">');
    expect(html).not.toContain('<option value="CN">');
  });

  it("says so when nothing matches", () => {
    const html = render(mentorsPage(result(0), true, studentSearch));
    expect(html).toContain("No mentors found matching your criteria.");
  });

  it("hides the SAT filter and bios in Chinese and shows prices in yuan", () => {
    const search = pageSearch(new URLSearchParams(), { signedIn: true, chinese: true });
    const html = render(mentorsPage(result(2), true, search, "zh"), "/mentors", "zh");
    expect(html).not.toContain("SAT 辅导导师");
    expect(html).not.toContain('data-testid="mentor-bio"');
    expect(html).toContain("¥470.60");
    expect(html).toContain("哈佛大学");
    expect(html).toContain("经济学");
  });
});

describe("TopMentorsPage", () => {
  const rows: TopMentor[] = [1, 2, 3, 4].map((rank) => ({
    rank,
    id: `m-${rank}`,
    name: `Top${rank} M.`,
    college: "yale",
    major: "history",
    photoId: null,
    rating: 5 - rank / 10,
    reviewCount: 10 - rank,
    students: 4,
  }));

  it("gives the first three gold, silver and bronze with accessible names", () => {
    const html = render(<TopMentorsPage mentors={rows} names={contentNameMap(rows, "en")} />, "/top-mentors");
    expect(html).toContain("Top Mentors Leaderboard");
    expect(html).toContain('aria-label="1st place"');
    expect(html).toContain('aria-label="2nd place"');
    expect(html).toContain('aria-label="3rd place"');
    expect(html).not.toContain('data-testid="medal-4"');
    expect(html).toContain('href="/schedule-meeting/m-4"');
    expect(html).toContain("Yale University");
  });

  it("shows Chinese names in Chinese", () => {
    const html = render(<TopMentorsPage mentors={rows} names={contentNameMap(rows, "zh")} />, "/top-mentors", "zh");
    expect(html).toContain("导师排行榜");
    expect(html).toContain("耶鲁大学");
    expect(html).toContain("第一名");
  });
});
