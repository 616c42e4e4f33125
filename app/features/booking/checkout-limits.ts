// The checkout request's limits, apart from its rules (checkout-request.ts, with zod): the booking
// form shows them as it loads, and checks against the rules only when a meeting is sent.
export const MAJOR_MAX = 100;
export const EXPECTATIONS_MAX = 2000;
export const BASKET_MAX_ITEMS = 20;
export const AFFILIATE_SOURCE_MAX = 100;
