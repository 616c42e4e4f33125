import { useTranslation } from "~/lib/i18n-react";
import { data } from "react-router";
import type { Route } from "./+types/dev.mailbox";
import { listMailbox } from "~/features/email/list-mailbox.server";
import { MailboxPage } from "~/features/email/mailbox-page";
import { getServices, localeContext } from "~/lib/app-context.server";
import { isFromThisMachine } from "~/lib/local-request.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";
import { getSessionUser } from "~/lib/session.server";

export async function loader(args: Route.LoaderArgs) {
  const { db, config } = getServices(args.context);
  // With real email configured, messages leave the building and this page must not exist.
  if (config.smtpUrl) throw data(null, { status: 404 });
  // Stored mail holds everyone's sign-in and reset links: only the developer at this machine
  // (how a newcomer reads verification mail) or an admin may read it; to anyone else the page
  // does not exist.
  if (!isFromThisMachine(args) && (await getSessionUser(args))?.role !== "admin") throw data(null, { status: 404 });
  return { messages: await listMailbox(db), strings: pageStrings(args.context.get(localeContext), "mailbox") };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
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
