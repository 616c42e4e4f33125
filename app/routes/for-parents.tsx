import { useTranslation } from "react-i18next";
import type { Route } from "./+types/for-parents";
import { ForParentsPage } from "~/features/marketing/for-parents-page";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  return { strings: pageStrings(context.get(localeContext), "for-parents") };
}

export default function ForParents({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("for-parents");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/for-parents" />
      <ForParentsPage />
    </>
  );
}
