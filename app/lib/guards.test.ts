import { describe, expect, it } from "vitest";
import { RouterContextProvider, type RouterContext } from "react-router";
import { servicesContext, type AppServices } from "./app-context.server";
import { dashboardPathFor, requireRole, requireUser, safeRedirectPath } from "./guards.server";
import type { SessionUser } from "./use-user";

type FakeSession = { session: { createdAt: Date }; user: SessionUser & { emailVerified: boolean; disabled?: boolean } } | null;

// The shape of auth.api.getSession({ returnHeaders: true }).
const answer = (session: FakeSession) => ({ headers: new Headers(), response: session });

function argsFor(session: FakeSession, url = "http://localhost/student-dashboard") {
  const services = { auth: { api: { getSession: async () => answer(session) } } } as unknown as AppServices;
  const context = new RouterContextProvider(new Map<RouterContext, unknown>([[servicesContext, services]]));
  return { request: new Request(url), context };
}

function sessionOf(role: SessionUser["role"], extra: { emailVerified?: boolean; disabled?: boolean } = {}): FakeSession {
  return {
    session: { createdAt: new Date() },
    user: { id: "u1", name: "Ada Li", email: "ada@example.com", role, emailVerified: true, ...extra },
  };
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

describe("route guard", () => {
  it("sends a visitor to /login, remembering where they were going", async () => {
    expect(await redirectOf(requireUser(argsFor(null, "http://localhost/student-dashboard?tab=1")))).toBe(
      "/login?redirectTo=%2Fstudent-dashboard%3Ftab%3D1",
    );
  });

  it("treats unverified and disabled accounts as signed out", async () => {
    expect(await redirectOf(requireUser(argsFor(sessionOf("student", { emailVerified: false }))))).toMatch(/^\/login/);
    expect(await redirectOf(requireUser(argsFor(sessionOf("student", { disabled: true }))))).toMatch(/^\/login/);
  });

  it("lets the right role through", async () => {
    const user = await requireRole(argsFor(sessionOf("mentor")), "mentor");
    expect(user).toEqual({ id: "u1", name: "Ada Li", email: "ada@example.com", role: "mentor" });
    await expect(requireRole(argsFor(sessionOf("admin")), ["student", "admin"])).resolves.toMatchObject({ role: "admin" });
  });

  it.each([
    ["student", "mentor", "/student-dashboard"],
    ["mentor", "student", "/mentor-dashboard"],
    ["admin", "student", "/"],
    ["student", "admin", "/student-dashboard"],
  ] as const)("a %s asking for a %s page goes to %s", async (actual, required, target) => {
    expect(await redirectOf(requireRole(argsFor(sessionOf(actual)), required))).toBe(target);
  });

  it("reads the session once per request", async () => {
    let calls = 0;
    const services = {
      auth: { api: { getSession: async () => (calls++, answer(sessionOf("student"))) } },
    } as unknown as AppServices;
    const context = new RouterContextProvider(new Map<RouterContext, unknown>([[servicesContext, services]]));
    const args = { request: new Request("http://localhost/"), context };
    await Promise.all([requireUser(args), requireRole(args, "student"), requireUser(args)]);
    expect(calls).toBe(1);
  });

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
