import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/mentors";
import { pageSearch } from "~/features/mentors/mentor-page-search";
import { mentorsPageNames } from "~/features/mentors/content-names.server";
import { MentorsPage } from "~/features/mentors/mentors-page";
import { mentorListKey, searchMentors } from "~/features/mentors/search-mentors.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { getSessionUser } from "~/lib/session.server";
import { PageMeta } from "~/ui/page-meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser({ request, context });
  const signedIn = user !== null;
  const locale = context.get(localeContext);
  const chinese = locale === "zh";
  // A parameter the page cannot read is dropped (the JSON API answers 400 instead).
  const search = pageSearch(new URL(request.url).searchParams, { signedIn, chinese });
  const { db, sharedReads } = getServices(context);
  const result = await sharedReads.get(mentorListKey(search, signedIn), () => searchMentors(db, search, { signedIn }));
  // Chinese mode does not show bios, so they are not sent either. The reviews dialog has the rating form.
  const mentors = chinese ? result.mentors.map((mentor) => ({ ...mentor, bio: "" })) : result.mentors;
  const names = mentorsPageNames(mentors, search, locale);
  return { result: { ...result, mentors }, signedIn, search, names, strings: pageStrings(locale, "mentors", "ratings") };
}

export default function Mentors({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("mentors");
  return (
    <>
      {/* Filtered and paged views are one page to search engines: the canonical drops the query. */}
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/mentors" />
      <MentorsPage result={loaderData.result} signedIn={loaderData.signedIn} search={loaderData.search} names={loaderData.names} />
    </>
  );
}
