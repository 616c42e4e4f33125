import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/search";
import { SearchResults } from "~/features/search/search-results";
import { searchSite } from "~/features/search/search-site.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { plainText } from "~/lib/plain-text";
import { getSessionUser } from "~/lib/session.server";
import { PageMeta } from "~/ui/page-meta";

const searchQuery = z.object({ q: plainText().max(200).default("") });

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = searchQuery.safeParse({ q: new URL(request.url).searchParams.get("q") ?? undefined });
  if (!parsed.success) throw data(null, { status: 400 });
  const query = parsed.data.q.trim();
  const user = await getSessionUser({ request, context });
  const { db, clock } = getServices(context);
  const locale = context.get(localeContext);
  const results = await searchSite(db, query, { locale, role: user?.role ?? null, now: clock.now() });
  return { query, results, strings: pageStrings(locale, "search") };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("search");
  const { query } = loaderData;
  return (
    <>
      <PageMeta
        title={`${query ? t("titleFor", { query }) : t("title")} | Unibridge`}
        description={t("description")}
        path={query ? `/search?q=${encodeURIComponent(query)}` : "/search"}
        noindex
      />
      <SearchResults query={query} results={loaderData.results} />
    </>
  );
}
