import { useTranslation } from "react-i18next";
import type { Route } from "./+types/institutional";
import { InstitutionalPage } from "~/features/marketing/institutional-page";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  return { strings: pageStrings(context.get(localeContext), "institutional") };
}

export default function Institutional({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("institutional");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/institutional" />
      <InstitutionalPage />
    </>
  );
}
