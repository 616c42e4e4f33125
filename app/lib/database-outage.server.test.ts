import { isRouteErrorResponse, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { answerDatabaseOutage, noteDatabaseOutage, retryAfterOnUnavailable } from "./database-outage.server";
import { requestInfoContext } from "./app-context.server";
import type { Logger } from "./logger.server";
import { testServices, routeContext } from "~/test/test-services";
import type { Db } from "~/db/db.server";

type Args = Parameters<MiddlewareFunction<Response>>[0];

function requestContext(locale: "en" | "zh" = "en") {
  const services = testServices({} as Db);
  const warn = vi.fn();
  services.logger = { ...services.logger, warn } as unknown as Logger;
  const context = routeContext(services, locale);
  context.set(requestInfoContext, { requestId: "req-1", cspNonce: undefined });
  return { context, warn };
}

const argsOf = (context: RouterContextProvider) => ({ request: new Request("http://localhost/mentors"), context, params: {} }) as unknown as Args;
async function call(middleware: MiddlewareFunction<Response>, context: RouterContextProvider, next: () => Promise<Response>): Promise<Response> {
  return (await middleware(argsOf(context), next)) as Response;
}
const lostConnection = Object.assign(new Error("Failed query: select \"id\" from \"users\"\nparams: secret@example.com"), {
  cause: Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
});

async function thrownBy(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("answering a lost database with 503", () => {
  it("turns the error page of a request whose loader lost the database into a 503 in the user's language", async () => {
    const { context, warn } = requestContext("zh");
    // What React Router does with a loader's error: report it to handleError, render a 500.
    const next = async () => {
      expect(noteDatabaseOutage(lostConnection, context)).toBe(true);
      return new Response("<html>500</html>", { status: 500 });
    };
    const thrown = await thrownBy(() => call(answerDatabaseOutage, context, next));
    const answer = thrown as { data: unknown; init: { status: number } };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toEqual({ error: "service_unavailable", message: "服务暂时不可用，请过几秒钟再试。" });
    // Logged once, without the statement and its parameters.
    expect(warn).toHaveBeenCalledWith({ requestId: "req-1", cause: "Error: terminating connection due to administrator command" }, "the database is unavailable: answered 503");
    expect(JSON.stringify(warn.mock.calls)).not.toContain("secret@example.com");
  });

  it("leaves other failures alone", async () => {
    const { context } = requestContext();
    const bug = new TypeError("cannot read properties of undefined");
    const response = await call(answerDatabaseOutage, context, async () => {
      expect(noteDatabaseOutage(bug, context)).toBe(false);
      return new Response("<html>500</html>", { status: 500 });
    });
    expect(response.status).toBe(500);
    expect(isRouteErrorResponse(response)).toBe(false);
  });

  it("adds Retry-After to a 503 that has none, and keeps one that has", async () => {
    const { context } = requestContext();
    const added = await call(retryAfterOnUnavailable, context, async () => new Response("busy", { status: 503, headers: { "Set-Cookie": "a=b" } }));
    expect(added.headers.get("Retry-After")).toBe("5");
    expect(added.headers.get("Set-Cookie")).toBe("a=b");
    expect(await added.text()).toBe("busy");
    const kept = await call(retryAfterOnUnavailable, context, async () => new Response(null, { status: 503, headers: { "Retry-After": "30" } }));
    expect(kept.headers.get("Retry-After")).toBe("30");
    const ok = await call(retryAfterOnUnavailable, context, async () => new Response("ok"));
    expect(ok.headers.has("Retry-After")).toBe(false);
  });
});
