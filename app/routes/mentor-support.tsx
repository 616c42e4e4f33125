import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/mentor-support";
import { isMentorFaqCategory, MentorSupportPage } from "~/features/support/mentor-support-page";
import { localeContext } from "~/lib/app-context.server";
import { toLocale } from "~/lib/i18n";
import { LANGUAGE_PARAM } from "~/lib/page-url";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { FaqJsonLd } from "~/features/seo/faq-json-ld";
import { PageMeta } from "~/ui/page-meta";

// Public (route table). ?category= picks one FAQ category; anything else shows them all.
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const category = params.get("category");
  return {
    strings: pageStrings(context.get(localeContext), "mentor-support"),
    category: isMentorFaqCategory(category) ? category : null,
    lang: toLocale(params.get(LANGUAGE_PARAM)) ?? null,
  };
}

export default function MentorSupport({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("mentor-support");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/mentor-support" />
      <FaqJsonLd bundle={loaderData.strings.bundles["mentor-support"]} />
      <MentorSupportPage category={loaderData.category} lang={loaderData.lang} />
    </>
  );
}
