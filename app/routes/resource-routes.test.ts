import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";

// A route module with an action and no component is a resource route. Without a loader, a GET
// on it is answered 400 by React Router with a stack trace in the log: each must say 405 itself.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "./*.tsx", "!./*.test.ts", "!./*.test.tsx"]);

// Resource routes that also serve GET, so are not POST-only.
const servesGet = new Set([
  "./api.auth.ts", // better-auth's GET endpoints (session, email links)
  "./meeting.google.ts", // GET answers the Google authorization URL (spec §7)
  "./api.v1.meetings.ts", // GET lists the caller's meetings; its action only answers 405
]);

type Loader = (args: { request: Request; params: Record<string, string>; context: RouterContextProvider }) => unknown;

it("every POST-only resource route answers GET with 405 and Allow: POST", async () => {
  const resourceRoutes: string[] = [];
  for (const [path, load] of Object.entries(modules)) {
    const module = await load();
    if (typeof module.action !== "function" || module.default !== undefined || servesGet.has(path)) continue;
    resourceRoutes.push(path);
    expect(typeof module.loader, `${path} has no loader`).toBe("function");
    const request = new Request("http://localhost:3000/any", { method: "GET" });
    const answer = await (module.loader as Loader)({ request, params: {}, context: new RouterContextProvider() });
    expect(answer, `${path} answers GET with a Response`).toBeInstanceOf(Response);
    expect((answer as Response).status, `${path} answers GET`).toBe(405);
    expect((answer as Response).headers.get("Allow"), `${path} names the allowed method`).toBe("POST");
  }
  expect(resourceRoutes).toEqual(expect.arrayContaining(["./api.v1.payments.stripe-checkout.ts", "./logout.ts", "./resources.language.ts"]));
});
