/** The runtime's canonical spelling of an IANA zone ("asia/shanghai" -> "Asia/Shanghai"), or null when unknown. */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.length === 0 || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
