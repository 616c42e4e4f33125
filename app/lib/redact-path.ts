// A private calendar feed's URL is its only credential (/calendar-feed/<token>/unibridge.ics).
const secretPathSegment = /^(\/calendar-feed\/)[^/?]+/;

/** A path (or URL path with query) as it may be logged: secret path segments replaced. */
export function redactSecretPath(path: string): string {
  return path.replace(secretPathSegment, "$1[redacted]");
}
