import { useSyncExternalStore } from "react";

let zone: string | null | undefined;

/**
 * The browser's IANA zone ("Asia/Shanghai"), or null when the runtime does not say. Read once per
 * page load: each read builds an `Intl.DateTimeFormat`, and every slot time on a dashboard asked
 * for it on each render (~20 ms of the mentor dashboard's hydration, decision 0022).
 */
export function browserTimeZone(): string | null {
  if (zone === undefined) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    } catch {
      zone = null;
    }
  }
  return zone;
}

const subscribeNever = () => () => {};

/**
 * The viewer's own zone, or null on the server and during hydration: the server cannot know it,
 * and rendering it before hydration would make the markup differ.
 */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(subscribeNever, browserTimeZone, () => null);
}
