import { describe, expect, it } from "vitest";
import { dashboardPathFor, safeRedirectPath } from "./guards.server";

describe("dashboardPathFor", () => {
  it("maps roles to dashboards", () => {
    expect(dashboardPathFor("student")).toBe("/student-dashboard");
    expect(dashboardPathFor("mentor")).toBe("/mentor-dashboard");
    expect(dashboardPathFor("admin")).toBe("/");
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/mentors?major=cs", "/mentors?major=cs"],
    ["https://evil.example/", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["mentors", "/"],
    [undefined, "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

// Known open-redirect bypasses (from public payload lists), each of which a browser can turn
// into another site, plus what would break the Location header (CR/LF, non-ASCII).
const OPEN_REDIRECT_BYPASSES = [
  "//evil.example",
  "///evil.example",
  "////evil.example/",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/ /evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  "/\u00a0/evil.example",
  "/\u3000/evil.example",
  "//evil\u3002example",
  "/\u3002/evil.example",
  "/\uff0f/evil.example",
  "\uff0f\uff0fevil.example",
  "/\u2215/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0d%0aLocation:%20https://evil.example",
  "/%00/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/%2525252F%2525252Fevil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/./../..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E//evil.example",
  "/x/../..//evil.example",
  "https://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "http:\\\\evil.example",
  "HTTPS://evil.example",
  "//evil.example@unibridge.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "%2F%2Fevil.example",
  "evil.example",
  "",
  "/".padEnd(2001, "a"),
];

describe("safeRedirectPath against known open-redirect bypasses", () => {
  it.each(OPEN_REDIRECT_BYPASSES.map((value) => [JSON.stringify(value).slice(0, 60), value]))("%s falls back", (_, value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });

  it.each([
    ["/", "/"],
    ["/mentors?major=computer-science&sort=rating", "/mentors?major=computer-science&sort=rating"],
    ["/mentors?q=%E5%BC%A0", "/mentors?q=%E5%BC%A0"],
    ["/schedule-meeting/3f0c1b2a-1d2e-4f5a-9b8c-7d6e5f4a3b2c", "/schedule-meeting/3f0c1b2a-1d2e-4f5a-9b8c-7d6e5f4a3b2c"],
    ["/blog/post#section-2", "/blog/post#section-2"],
    ["/a/./b/../c", "/a/c"],
    ["/search?next=//evil.example", "/search?next=//evil.example"],
  ])("keeps the same-site path %s as %s", (value, expected) => {
    expect(safeRedirectPath(value, "/fallback")).toBe(expected);
  });
});
