import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/user-demo";
import { listDemoSlots } from "~/features/demos/list-demo-slots.server";
import { UserDemoPage } from "~/features/demos/user-demo-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { PageMeta } from "~/ui/page-meta";

// Students only (route table). Example slots are computed, never held or written.
export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "student");
  const { db, clock } = getServices(args.context);
  return {
    strings: pageStrings(args.context.get(localeContext), "user-demo"),
    studentName: user.name,
    slots: await listDemoSlots(db, clock.now()),
  };
}

export default function UserDemo({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("user-demo");
  return (
    <>
      <PageMeta title={t("meta.title")} description={t("meta.description")} path="/user-demo" noindex />
      <UserDemoPage studentName={loaderData.studentName} slots={loaderData.slots} />
    </>
  );
}
