import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/dev.mailbox";
import { listMailbox } from "~/features/email/list-mailbox.server";
import { MailboxPage } from "~/features/email/mailbox-page";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  const { db, config } = getServices(args.context);
  // With real email configured, messages leave the building and this page must not exist.
  if (config.smtpUrl) throw data(null, { status: 404 });
  // On one's own machine this is how a newcomer reads verification mail; on a public host it
  // would show everyone's sign-in links, so there only an admin may read it.
  if (!config.isLocalAppUrl) await requireRole(args, "admin");
  return { messages: await listMailbox(db) };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("mailbox");
  return (
    <>
      <title>{t("metaTitle")}</title>
      <meta name="robots" content="noindex" />
      <MailboxPage messages={loaderData.messages} />
    </>
  );
}

export function headers(_: Route.HeadersArgs) {
  // Emails carry sign-in and reset links: no shared or stored copies.
  return { "Cache-Control": "no-store" };
}
