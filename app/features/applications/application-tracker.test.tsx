import { describe, expect, it } from "vitest";
import { renderPage } from "~/test/render-page";
import { UNKNOWN_STATUS_CLASSES } from "./application-labels";
import { ApplicationTracker } from "./application-tracker";
import type { TrackedApplication } from "./tracked-application";

const base: TrackedApplication = {
  id: "6a1f2c3e-0000-4000-8000-000000000001",
  collegeName: "Yale University",
  status: "in-progress",
  competitiveness: "reach",
  currentSat: 1480,
  targetSat: 1550,
  commonAppProgress: 66,
  essayProgress: 75,
  dueDate: "2026-12-01",
  notes: "",
};

const applications: TrackedApplication[] = [
  base,
  { ...base, id: "6a1f2c3e-0000-4000-8000-000000000002", collegeName: "University of Toronto", competitiveness: "safety", status: "deferred", currentSat: 0, essayProgress: null, dueDate: "2027-01-20" },
  { ...base, id: "6a1f2c3e-0000-4000-8000-000000000003", collegeName: "Rice University", competitiveness: "reach", status: "accepted", dueDate: "2026-11-20" },
];

// The tracker's strings come with the student dashboard's.
const tracker = { path: "/student-dashboard", pageNamespaces: ["applications"] };

const rows = (html: string) => html.split('data-testid="application-row"').slice(1);

describe("the application tracker, as the server renders it", () => {
  it("shows the spec's empty state and zero counts", () => {
    const html = renderPage(<ApplicationTracker applications={[]} today="2026-11-25" />, tracker);
    expect(html).toContain("No Applications Yet");
    expect(html).toContain("Add your first application");
    expect(html).toContain("Add College");
    expect(html).toMatch(/Safety(<!-- -->)? <span[^>]*>0<\/span>/);
  });

  it("counts by competitiveness and shows each column", () => {
    const html = renderPage(<ApplicationTracker applications={applications} today="2026-11-25" />, tracker);
    expect(html).toMatch(/Safety(<!-- -->)? <span[^>]*>1<\/span>/);
    expect(html).toMatch(/Target(<!-- -->)? <span[^>]*>0<\/span>/);
    expect(html).toMatch(/Reach(<!-- -->)? <span[^>]*>2<\/span>/);
    const [yale, toronto, rice] = rows(html) as [string, string, string];
    expect(yale).toContain("In Progress");
    expect(yale).toContain("Current: 1480");
    expect(yale).toContain("Target: 1550");
    expect(yale).toContain("Revised (66%)");
    expect(yale).toContain("Reviewing (75%)");
    // Due in 6 days: highlighted.
    expect(yale).toContain('data-state="soon"');
    expect(yale).toContain("Due in 6 days");
    expect(toronto).toContain("Current: not taken");
    expect(toronto).toMatch(/Essays<\/span><span[^>]*>N\/A</);
    expect(toronto).toContain('data-state="later"');
    // A status the tracker does not know: grey.
    expect(toronto).toContain(UNKNOWN_STATUS_CLASSES);
    expect(toronto).toContain("Unknown");
    expect(rice).toContain("Deadline passed");
    expect(html).toContain('aria-label="Move Yale University down"');
    expect(html).toContain('aria-label="Reorder Rice University"');
  });

  it("speaks Chinese, with list colleges under their Chinese names", () => {
    const html = renderPage(<ApplicationTracker applications={applications} today="2026-11-25" />, { ...tracker, locale: "zh" });
    expect(html).toContain("大学申请");
    expect(html).toContain("耶鲁大学");
    expect(html).toContain("莱斯大学");
    expect(html).toContain("University of Toronto");
    expect(html).toContain("6 天后截止");
    expect(html).toContain("不适用");
  });
});
