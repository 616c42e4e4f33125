import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/search";
import { SearchResults } from "~/features/search/search-results";
import { searchSite } from "~/features/search/search-site.server";
import { getServices } from "~/lib/app-context.server";
import { plainText } from "~/lib/plain-text";

const searchQuery = z.object({ q: plainText().max(200).default("") });

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = searchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(null, { status: 400 });
  const query = parsed.data.q.trim();
  return { query, results: await searchSite(getServices(context).db, query) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("search");
  return (
    <>
      <title>{`${t("title")} | Unibridge`}</title>
      <meta name="robots" content="noindex" />
      <SearchResults query={loaderData.query} results={loaderData.results} />
    </>
  );
}
