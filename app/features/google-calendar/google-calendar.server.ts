import type { AppServices } from "~/lib/app-context.server";
import type { Config } from "~/lib/config.server";
import { createSecretBox, type SecretBox } from "~/lib/secret-box.server";
import type { GoogleSettings } from "./google-api.server";

export const GOOGLE_CALLBACK_PATH = "/meeting/google/callback";

/** What the services need to talk to Google for mentors: the client settings and the token box. */
export interface GoogleCalendar {
  settings: GoogleSettings;
  tokens: SecretBox;
}

/** Null without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: the site then offers the calendar feed only. */
export function googleCalendarFor(config: Pick<Config, "google" | "appUrl">, authSecret: string): GoogleCalendar | null {
  const { clientId, clientSecret } = config.google;
  if (!clientId || !clientSecret) return null;
  return {
    settings: { ...config.google, clientId, clientSecret, redirectUri: `${config.appUrl}${GOOGLE_CALLBACK_PATH}` },
    tokens: createSecretBox(authSecret, "google-calendar-tokens"),
  };
}

const perServices = new WeakMap<AppServices, Promise<GoogleCalendar | null>>();

/** googleCalendarFor with the app's own auth secret (AUTH_SECRET or the stored one), made once per server. */
export function googleCalendarOf(services: AppServices): Promise<GoogleCalendar | null> {
  let google = perServices.get(services);
  if (!google) {
    google = services.auth.$context.then(({ secret }) => googleCalendarFor(services.config, secret));
    perServices.set(services, google);
  }
  return google;
}
