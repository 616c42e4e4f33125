// The lengths the meeting forms allow, apart from the schemas (meeting-requests.ts) so that a
// dialog can show them without bringing zod to the page.

export const CANCEL_REASON_MAX = 500;
export const GUARANTEE_REASON_MIN = 10;
export const GUARANTEE_REASON_MAX = 2000;
