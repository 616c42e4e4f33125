import type { TFunction } from "~/lib/translator";

/** A structured part of a page namespace (a list of cards, an FAQ) as the object it is in the JSON. */
export function copyObject<T>(t: TFunction, key: string): T {
  return t(key, { returnObjects: true }) as T;
}
