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

/**
 * What every page may know about the signed-in user: the same for everyone with that role and zone.
 * Who the user is (id, name, email) is not sent with every page: a page's HTML then depends only on
 * its data, so one render can serve every user who sees the same data (lib/render-cache.server.ts).
 * A page that shows the user's name loads it itself.
 */
export type Viewer = Pick<SessionUser, "role" | "timeZone">;

export interface RootData {
  /** Null for a visitor. */
  viewer: Viewer | null;
  locale: Locale;
  contactEmail: string;
  /** The public origin (APP_URL), for canonical and alternate links. */
  siteUrl: string;
  /** The built strings chunk of the page's language, preloaded in <head> (none in development). */
  localeScript?: string;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { viewer: null, locale: "en", contactEmail: "", siteUrl: "" };
}

/** The signed-in user's role and zone, or null for a visitor. */
export function useViewer(): Viewer | null {
  return useRootData().viewer;
}
