import { renderToString } from "react-dom/server";
import { I18nProvider } from "~/lib/i18n-react";
import { createRoutesStub, data, type UNSAFE_ErrorResponseImpl } from "react-router";
import { expect, it } from "vitest";
import { ErrorBoundary } from "./root";
import type { Locale } from "~/lib/i18n";
import { createI18n } from "~/lib/i18n-all-languages";

function renderError(error: unknown, locale: Locale = "en"): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => null, ErrorBoundary: ErrorBoundary as never, loader: () => null }]);
  return renderToString(
    <I18nProvider i18n={createI18n(locale)}>
      <Stub initialEntries={["/"]} hydrationData={{ errors: { root: error } }} />
    </I18nProvider>,
  );
}

function errorResponse(body: unknown, status: number) {
  const thrown = data(body, { status });
  return { status, statusText: "", data: thrown.data, internal: false } as unknown as UNSAFE_ErrorResponseImpl;
}

it("shows the message of the code a loader refused with, in the user's language", () => {
  const english = renderError(errorResponse({ error: "invalid_characters" }, 400));
  expect(english).toContain("Please remove the invisible control characters");
  expect(renderError(errorResponse({ error: "invalid_characters" }, 400), "zh")).toContain("控制字符");
});

it("keeps the generic 400 page for a refusal without a code", () => {
  expect(renderError(errorResponse(null, 400))).toContain("Please check the address and try again.");
});

it("says the site is briefly unavailable on a 503, in the user's language", () => {
  const english = renderError(errorResponse({ error: "service_unavailable" }, 503));
  expect(english).toContain("503");
  expect(english).toContain("Back in a moment");
  expect(english).toContain("The service is briefly unavailable. Please try again in a few seconds.");
  const chinese = renderError(errorResponse({ error: "service_unavailable" }, 503), "zh");
  expect(chinese).toContain("马上回来");
  expect(chinese).toContain("服务暂时不可用");
});
