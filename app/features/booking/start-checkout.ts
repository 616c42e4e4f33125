import { readAffiliateSource } from "./affiliate-capture";
import { takenSlotSchema, type CheckoutMeetingInput, type TakenSlot } from "./checkout-request";
import { browserTimeZone } from "~/lib/browser-time-zone";

export const CHECKOUT_ENDPOINT = "/api/v1/payments/stripe-checkout";

export type CheckoutOutcome =
  | { kind: "redirect"; url: string; checkoutId: string }
  | { kind: "slot_taken"; slots: TakenSlot[] }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "signed_out" }
  | { kind: "forbidden" }
  /** `message`: the server's own words when it gave any (e.g. too many attempts). */
  | { kind: "failed"; message?: string };

export type CheckoutOrder = { type: "single_meeting"; meeting: CheckoutMeetingInput } | { type: "basket"; items: CheckoutMeetingInput[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function takenSlots(value: unknown): TakenSlot[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((slot) => {
    const parsed = takenSlotSchema.safeParse(slot);
    return parsed.success ? [parsed.data] : [];
  });
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * Asks the server for a payment page. Prices are not sent: the server reads them from the
 * database. The affiliate source and the browser's zone ride along.
 */
export async function startCheckout(order: CheckoutOrder): Promise<CheckoutOutcome> {
  const affiliateSource = readAffiliateSource();
  const timeZone = browserTimeZone();
  const body = { ...order, ...(affiliateSource ? { affiliateSource } : {}), ...(timeZone ? { timeZone } : {}) };
  let response: Response;
  try {
    response = await fetch(CHECKOUT_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "failed" };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok && isRecord(json) && typeof json.url === "string") {
    return { kind: "redirect", url: json.url, checkoutId: typeof json.checkoutId === "string" ? json.checkoutId : "" };
  }
  if (response.status === 409 && isRecord(json) && json.error === "slot_taken") return { kind: "slot_taken", slots: takenSlots(json.slots) };
  if (response.status === 400 && isRecord(json)) return { kind: "invalid", fields: stringFields(json.fields) };
  if (response.status === 401) return { kind: "signed_out" };
  if (response.status === 403) return { kind: "forbidden" };
  const message = isRecord(json) && typeof json.message === "string" && response.status < 500 ? json.message : undefined;
  return { kind: "failed", ...(message ? { message } : {}) };
}

/** The API's messages come translated; one still given as an i18n key ("errors:checkout.x") is translated here. */
export function apiMessage(message: string | undefined, t: (key: string) => string): string | undefined {
  return message && /^[\w-]+:[\w.-]+$/.test(message) ? t(message) : message;
}

/** Sends the browser to the payment page (a full navigation: it may be another site). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
