import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import type { Route } from "./+types/verify-email";
import { loader } from "./verify-email";

const load = (query: string) => loader({ request: new Request(`http://localhost/verify-email${query}`), params: {}, context: new RouterContextProvider() } as unknown as Route.LoaderArgs);

it("echoes a well-formed address only", () => {
  expect(load("?email=Ada%40Example.com")).toMatchObject({ email: "ada@example.com" });
  expect(load("?email=%3Cscript%3E")).toMatchObject({ email: null });
  expect(load("")).toMatchObject({ email: null });
});

it("sends the sign-up's strings, which the page reads", () => {
  expect(load("").strings).toEqual({ locale: "en", bundles: { signup: expect.any(Object) } });
});
