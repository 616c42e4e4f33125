import { useRouteLoaderData } from "react-router";
import type { Role } from "~/db/schema/users";
import type { Locale } from "./i18n";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** The IANA zone the user's browser last reported; null until then. */
  timeZone?: string | null;
  /** The language stored for emails; kept in step with the one the user reads the site in. */
  locale?: Locale;
  /** Admins must have it (lib/guards.server.ts sends them to set it up). */
  twoFactorEnabled?: boolean;
}

export interface RootData {
  user: SessionUser | null;
  locale: Locale;
  contactEmail: string;
  /** The public origin (APP_URL), for canonical and alternate links. */
  siteUrl: string;
  /** The built strings chunk of the page's language, preloaded in <head> (none in development). */
  localeScript?: string;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { user: null, locale: "en", contactEmail: "", siteUrl: "" };
}

export function useOptionalUser(): SessionUser | null {
  return useRootData().user;
}
