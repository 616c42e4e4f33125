import { useEffect } from "react";
import { browserTimeZone } from "~/lib/browser-time-zone";

function postTimeZone(zone: string): Promise<unknown> {
  return fetch("/resources/time-zone", {
    method: "POST",
    body: new URLSearchParams({ timeZone: zone }),
    credentials: "same-origin",
    keepalive: true,
  });
}

// Per page load: a failed report is not retried until the next full load.
const reported = new Set<string>();

/**
 * Posts the browser's zone when a user is signed in and it differs from the stored one, once per
 * stored and browser zone in a page load; true when it posted.
 */
export function reportTimeZone(input: {
  signedIn: boolean;
  storedZone: string | null | undefined;
  /** Defaults to the browser's; null when it does not say. */
  browserZone?: string | null;
  post?: (zone: string) => Promise<unknown>;
  sent?: Set<string>;
}): boolean {
  const { signedIn, storedZone, post = postTimeZone, sent = reported } = input;
  // A visitor's page asks nothing of Intl: its first use starts ICU (~30 ms on a phone's main thread).
  if (!signedIn) return false;
  const browserZone = input.browserZone === undefined ? browserTimeZone() : input.browserZone;
  if (!browserZone || browserZone === storedZone) return false;
  const key = `${storedZone ?? ""}>${browserZone}`;
  if (sent.has(key)) return false;
  sent.add(key);
  post(browserZone).catch(() => {
    // Best effort: emails fall back to a zone chosen by the user's language.
  });
  return true;
}

/**
 * Tells the server the signed-in user's time zone when the browser's differs from the stored one,
 * so emails show times in it. Renders nothing.
 */
export function TimeZoneReporter({ signedIn, storedZone }: { signedIn: boolean; storedZone: string | null | undefined }) {
  useEffect(() => {
    reportTimeZone({ signedIn, storedZone });
  }, [signedIn, storedZone]);
  return null;
}
