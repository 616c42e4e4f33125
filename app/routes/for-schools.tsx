import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/for-schools";
import { ForSchoolsPage } from "~/features/marketing/for-schools-page";
import { logoUniversities } from "~/features/marketing/logo-universities.server";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { FaqJsonLd } from "~/features/seo/faq-json-ld";
import { serviceJsonLd } from "~/features/seo/structured-data";
import { useRootData } from "~/lib/use-user";
import { JsonLd } from "~/ui/json-ld";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  // The page ends with the lead capture form.
  return { strings: pageStrings(context.get(localeContext), "for-schools", "leads"), universities: logoUniversities() };
}

export default function ForSchools({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("for-schools");
  const { siteUrl, locale } = useRootData();
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/for-schools" />
      <FaqJsonLd bundle={loaderData.strings.bundles["for-schools"]} />
      <JsonLd data={serviceJsonLd({ siteUrl, path: "/for-schools", locale, name: t("meta.title"), description: t("meta.description"), serviceType: t("meta.title") })} />
      <ForSchoolsPage universities={loaderData.universities} />
    </>
  );
}
