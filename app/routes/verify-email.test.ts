import { expect, it } from "vitest";
import type { Route } from "./+types/verify-email";
import { loader } from "./verify-email";

const load = (query: string) => loader({ request: new Request(`http://localhost/verify-email${query}`), params: {}, context: {} } as unknown as Route.LoaderArgs);

it("echoes a well-formed address only", () => {
  expect(load("?email=Ada%40Example.com")).toEqual({ email: "ada@example.com" });
  expect(load("?email=%3Cscript%3E")).toEqual({ email: null });
  expect(load("")).toEqual({ email: null });
});
