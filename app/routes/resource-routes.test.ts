import { expect, it } from "vitest";

// A route module with an action and no component is a resource route. Without a loader, a GET
// on it is answered 400 by React Router with a stack trace in the log: each must say 405 itself.
const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "./*.tsx", "!./*.test.ts", "!./*.test.tsx"]);

it("every POST-only resource route answers GET itself", async () => {
  const resourceRoutes: string[] = [];
  for (const [path, load] of Object.entries(modules)) {
    const module = await load();
    if (typeof module.action !== "function" || module.default !== undefined) continue;
    resourceRoutes.push(path);
    expect(typeof module.loader, `${path} has no loader`).toBe("function");
  }
  expect(resourceRoutes).toContain("./api.v1.payments.stripe-checkout.ts");
});
