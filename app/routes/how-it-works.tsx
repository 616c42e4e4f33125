import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/how-it-works";
import { HowItWorksPage } from "~/features/marketing/how-it-works-page";
import { localeContext } from "~/lib/app-context.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  // The walkthrough draws the product's screens with their own labels.
  return { strings: pageStrings(context.get(localeContext), "how-it-works", "mentors", "booking", "meetings", "ratings") };
}

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("how-it-works");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/how-it-works" />
      <HowItWorksPage />
    </>
  );
}
