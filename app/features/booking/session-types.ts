// Which session types a mentor offers and what each costs. Browser-safe: the schedule page and
// the checkout use the same rules. The types themselves are in lib/session-types.
import { SAT_QUALIFYING_SCORE, sessionTypes, type SessionType } from "~/lib/session-types";

export interface SessionPricing {
  sessionPriceCents: number;
  satPriceCents: number;
  offersSat: boolean;
  satScore: number | null;
}

export function offersSatTutoring(mentor: Pick<SessionPricing, "offersSat" | "satScore">): boolean {
  return mentor.offersSat && (mentor.satScore ?? 0) >= SAT_QUALIFYING_SCORE;
}

/** The session types this mentor can be booked for, in display order. */
export function offeredSessionTypes(mentor: Pick<SessionPricing, "offersSat" | "satScore">): SessionType[] {
  return sessionTypes.filter((type) => type !== "sat" || offersSatTutoring(mentor));
}

/** The price of one session of this type: the SAT price for SAT tutoring, the session price otherwise. */
export function sessionPriceCents(mentor: Pick<SessionPricing, "sessionPriceCents" | "satPriceCents">, type: SessionType): number {
  return type === "sat" ? mentor.satPriceCents : mentor.sessionPriceCents;
}
