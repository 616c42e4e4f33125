import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/success-stories";
import { listSuccessStories } from "~/features/success-stories/list-success-stories.server";
import { parseStoryFilters } from "~/features/success-stories/parse-story-filters.server";
import { SuccessStoriesPage } from "~/features/success-stories/success-stories-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { toLocale } from "~/lib/i18n";
import { LANGUAGE_PARAM } from "~/lib/page-url";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

// Public: every visitor sees the same stories.
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const url = new URL(request.url);
  const filters = parseStoryFilters(url.searchParams);
  const view = await listSuccessStories(getServices(context).db, filters, locale);
  return {
    strings: pageStrings(locale, "success-stories"),
    filters,
    view,
    // Filter links keep an explicit ?lang, so a Chinese link stays Chinese.
    lang: toLocale(url.searchParams.get(LANGUAGE_PARAM)) ?? null,
  };
}

export default function SuccessStories({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("success-stories");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/success-stories" />
      <SuccessStoriesPage view={loaderData.view} filters={loaderData.filters} lang={loaderData.lang} />
    </>
  );
}
