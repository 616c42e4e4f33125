import { renderToString } from "react-dom/server";
import { I18nProvider } from "~/lib/i18n-react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { ErrorBoundary } from "./mentor-profile";
import type { Locale } from "~/lib/i18n";
import { createI18n } from "~/lib/i18n-all-languages";

// The loader failed, so the page's strings never came: the error page has only the bundled ones.
function renderLoadFailure(locale: Locale): string {
  const Stub = createRoutesStub([{ id: "mentor-profile", path: "/mentor-profile", Component: () => null, ErrorBoundary: ErrorBoundary as never, loader: () => null }]);
  return renderToString(
    <I18nProvider i18n={createI18n(locale)}>
      <Stub initialEntries={["/mentor-profile"]} hydrationData={{ errors: { "mentor-profile": new Error("database down") } }} />
    </I18nProvider>,
  );
}

it("says the profile could not be loaded, without the page's own strings, in the visitor's language", () => {
  const english = renderLoadFailure("en");
  expect(english).toContain("<title>Edit Profile | Unibridge</title>");
  expect(english).toContain("Failed to load profile. Please try again.");
  expect(english).toMatch(/href="\/mentor-profile"[^>]*>Try again</);
  expect(renderLoadFailure("zh")).toContain("资料加载失败，请重试。");
});
