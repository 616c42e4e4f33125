import { useTranslation } from "react-i18next";
import type { Route } from "./+types/for-schools";
import { ForSchoolsPage } from "~/features/marketing/for-schools-page";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  return { strings: pageStrings(context.get(localeContext), "for-schools") };
}

export default function ForSchools({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("for-schools");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/for-schools" />
      <ForSchoolsPage />
    </>
  );
}
