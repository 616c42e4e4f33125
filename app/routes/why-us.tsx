import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/why-us";
import { WhyUsPage } from "~/features/marketing/why-us-page";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  return { strings: pageStrings(context.get(localeContext), "why-us") };
}

export default function WhyUs({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("why-us");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/why-us" />
      <WhyUsPage />
    </>
  );
}
