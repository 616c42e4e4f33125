import { RouterContextProvider, type RouterContext } from "react-router";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_SECONDS } from "./auth.server";
import { forwardSessionCookies, isPastAbsoluteLimit, keepSessionCookies } from "./session.server";

const refreshed = "better-auth.session_token=abc.sig; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax";

function emptyContext() {
  return new RouterContextProvider(new Map<RouterContext, unknown>());
}

function run(context: RouterContextProvider, response: Response) {
  const args = { request: new Request("http://localhost/"), context, params: {}, unstable_pattern: "/" };
  return forwardSessionCookies(args as unknown as Parameters<typeof forwardSessionCookies>[0], async () => response);
}

describe("forwardSessionCookies", () => {
  it("sends the cookie a session read renewed along with the response", async () => {
    const context = emptyContext();
    keepSessionCookies(context, [refreshed]);
    const response = (await run(context, new Response("page"))) as Response;
    expect(response.headers.getSetCookie()).toEqual([refreshed]);
  });

  it("leaves a response that sets the session cookie itself alone", async () => {
    const context = emptyContext();
    keepSessionCookies(context, [refreshed]);
    const own = "better-auth.session_token=new.sig; Path=/; HttpOnly; SameSite=Lax";
    const response = (await run(context, new Response(null, { status: 302, headers: [["set-cookie", own]] }))) as Response;
    expect(response.headers.getSetCookie()).toEqual([own]);
  });

  it("adds nothing when the session read renewed nothing", async () => {
    const context = emptyContext();
    keepSessionCookies(context, []);
    expect(((await run(context, new Response("page"))) as Response).headers.getSetCookie()).toEqual([]);
  });
});

describe("isPastAbsoluteLimit", () => {
  it("ends sessions 30 days after they started", () => {
    const now = new Date("2030-03-31T12:00:00Z");
    const limit = SESSION_ABSOLUTE_SECONDS * 1000;
    expect(isPastAbsoluteLimit(new Date(now.getTime() - limit + 1000), now)).toBe(false);
    expect(isPastAbsoluteLimit(new Date(now.getTime() - limit), now)).toBe(true);
    expect(isPastAbsoluteLimit(new Date(now.getTime() - 31 * 24 * 3600 * 1000).toISOString(), now)).toBe(true);
  });
});
