import { renderToString } from "react-dom/server";
import { I18nProvider, useTranslation } from "~/lib/i18n-react";
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n-all-languages";
import { usePageStrings, type PageStrings } from "./page-strings";

function Page({ strings }: { strings: PageStrings }) {
  usePageStrings(strings);
  const { t } = useTranslation("test-page");
  return <p>{t("greeting")}</p>;
}

describe("usePageStrings", () => {
  it("adds a page namespace before the page reads it, in the page's language", () => {
    const i18n = createI18n("zh");
    const missing = renderToString(
      <I18nProvider i18n={i18n}>
        <Page strings={{ locale: "zh", bundles: {} }} />
      </I18nProvider>,
    );
    expect(missing).toContain("greeting");
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <Page strings={{ locale: "zh", bundles: { "test-page": { greeting: "你好" } } }} />
      </I18nProvider>,
    );
    // The first render's miss was not remembered.
    expect(html).toContain("你好");
  });
});
