import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/home";
import { HomePage } from "~/features/home/home-page";
import { readHomeUniversities } from "~/features/home/home-universities.server";
import { organizationJsonLd } from "~/features/seo/structured-data";
import { socialLinks } from "~/features/shell/site-footer";
import { getServices, localeContext } from "~/lib/app-context.server";
import { usePageStrings } from "~/lib/page-strings";
import { pageStrings } from "~/lib/page-strings.server";
import { useRootData } from "~/lib/use-user";
import { JsonLd } from "~/ui/json-ld";
import { PageMeta } from "~/ui/page-meta";

export async function loader({ context }: Route.LoaderArgs) {
  return { universities: await readHomeUniversities(getServices(context).db), strings: pageStrings(context.get(localeContext), "home", "leads") };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("home");
  const { siteUrl, contactEmail } = useRootData();
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/" />
      <JsonLd
        data={organizationJsonLd({ siteUrl, description: t("meta.description"), email: contactEmail || undefined, sameAs: socialLinks.map((link) => link.href) })}
      />
      <HomePage universities={loaderData.universities} />
    </>
  );
}
