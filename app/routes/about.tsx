import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/about";
import { AboutPage } from "~/features/marketing/about-page";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  return { strings: pageStrings(context.get(localeContext), "about") };
}

export default function About({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("about");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/about" />
      <AboutPage />
    </>
  );
}
