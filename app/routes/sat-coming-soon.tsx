import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/sat-coming-soon";
import { SatComingSoonPage } from "~/features/support/sat-coming-soon-page";
import { localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

// Students only (route table).
export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "student");
  return { strings: pageStrings(args.context.get(localeContext), "sat-coming-soon") };
}

export default function SatComingSoon({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("sat-coming-soon");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/sat-coming-soon" noindex />
      <SatComingSoonPage />
    </>
  );
}
