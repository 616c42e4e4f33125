import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/privacy";
import { LegalPage } from "~/features/legal/legal-page";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

// Public: the same page for every visitor of a language.
export function loader({ context }: Route.LoaderArgs) {
  return { strings: pageStrings(context.get(localeContext), "privacy") };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("privacy");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/privacy" />
      <LegalPage namespace="privacy" />
    </>
  );
}
