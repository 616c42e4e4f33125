import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/student-support";
import { StudentSupportPage } from "~/features/support/student-support-page";
import { localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

// Students only (route table): visitors sign in first, mentors and admins go to their own home.
export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "student");
  return { strings: pageStrings(args.context.get(localeContext), "student-support") };
}

export default function StudentSupport({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("student-support");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/student-support" noindex />
      <StudentSupportPage />
    </>
  );
}
