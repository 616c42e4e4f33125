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
