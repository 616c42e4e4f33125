import type { Route } from "./+types/calendar-feed.$token.unibridge-ics";
import { readCalendarFeed } from "~/features/calendar-feed/read-calendar-feed.server";
import { getServices } from "~/lib/app-context.server";

// A private calendar feed that Google, Apple or Outlook subscribe to: no session (calendar apps
// have none), the secret token in the URL is the only credential. A wrong, old or malformed token
// is the same plain 404, so the answer never says whether a feed exists.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, clock } = getServices(context);
  const ics = await readCalendarFeed(db, { token: params.token, now: clock.now(), appUrl: config.appUrl, mailFrom: config.mailFrom });
  if (!ics) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="unibridge.ics"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
