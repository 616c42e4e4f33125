import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/for-parents";
import { ForParentsPage } from "~/features/marketing/for-parents-page";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { FaqJsonLd } from "~/features/seo/faq-json-ld";
import { showsParentsFaq } from "~/features/marketing/language-rules";
import { useRootData } from "~/lib/use-user";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  return { strings: pageStrings(context.get(localeContext), "for-parents") };
}

export default function ForParents({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("for-parents");
  const { locale } = useRootData();
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/for-parents" />
      {showsParentsFaq(locale) && <FaqJsonLd bundle={loaderData.strings.bundles["for-parents"]} />}
      <ForParentsPage />
    </>
  );
}
