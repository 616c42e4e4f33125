import { useSyncExternalStore } from "react";
import type { BasketItem } from "~/features/booking/checkout-request";
import { isSessionType, type SessionType } from "~/lib/session-types";

/**
 * The student's basket of sessions, kept in this browser only (localStorage) until checkout.
 * Prices here are for display: the server recomputes every price at checkout.
 */

export const BASKET_STORAGE_KEY = "unibridge.basket";

const EMPTY: readonly BasketItem[] = Object.freeze([]);

const listeners = new Set<() => void>();

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let cachedRaw: string | null = null;
let cachedItems: readonly BasketItem[] = EMPTY;

function storage(): Storage | null {
  if (typeof window === "undefined") return null;
  try {
    return window.localStorage;
  } catch {
    // Access can throw (privacy settings, sandboxed frames): behave as an empty basket.
    return null;
  }
}

function isBasketItem(value: unknown): value is BasketItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.mentorId === "string" &&
    v.mentorId !== "" &&
    isSessionType(v.type) &&
    typeof v.mentorName === "string" &&
    (v.mentorPhotoId === null || typeof v.mentorPhotoId === "string") &&
    typeof v.date === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(v.date) &&
    typeof v.time === "string" &&
    /^\d{2}:\d{2}$/.test(v.time) &&
    typeof v.expectations === "string" &&
    typeof v.major === "string" &&
    typeof v.priceCents === "number" &&
    Number.isFinite(v.priceCents) &&
    v.priceCents >= 0
  );
}

function parse(raw: string | null): readonly BasketItem[] {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    // Drop anything malformed (older versions, manual edits) rather than failing the page.
    return Array.isArray(data) ? Object.freeze(data.filter(isBasketItem)) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The items currently held; an empty list on the server or when storage is unavailable. */
export function readBasket(): readonly BasketItem[] {
  const store = storage();
  if (!store) return EMPTY;
  let raw: string | null;
  try {
    raw = store.getItem(BASKET_STORAGE_KEY);
  } catch {
    return EMPTY;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parse(raw);
  }
  return cachedItems;
}

function write(items: readonly BasketItem[]): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (items.length === 0) store.removeItem(BASKET_STORAGE_KEY);
    else store.setItem(BASKET_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Quota exceeded or storage blocked: the basket stays as it was.
    return false;
  }
  emit();
  return true;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function sameItem(a: Pick<BasketItem, "mentorId" | "type">, mentorId: string, type: SessionType): boolean {
  return a.mentorId === mentorId && a.type === type;
}

/**
 * Adds an item; ignored when the basket already holds the same mentor and session type.
 * Returns whether it was added (false also when storage is unavailable, e.g. on the server).
 */
export function addToBasket(item: BasketItem): boolean {
  if (!isBasketItem(item)) return false;
  const items = readBasket();
  if (items.some((existing) => sameItem(existing, item.mentorId, item.type))) return false;
  return write([...items, { ...item }]);
}

export function removeFromBasket(mentorId: string, type: SessionType): void {
  const items = readBasket();
  const next = items.filter((item) => !sameItem(item, mentorId, type));
  if (next.length !== items.length) write(next);
}

/** Empties the basket and removes it from storage. */
export function clearBasket(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs change the basket through the same storage: follow them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === BASKET_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function serverSnapshot(): readonly BasketItem[] {
  return EMPTY;
}

/** The basket, kept in sync with this tab's changes and with other tabs. Empty during SSR and hydration. */
export function useBasket(): readonly BasketItem[] {
  return useSyncExternalStore(subscribe, readBasket, serverSnapshot);
}
