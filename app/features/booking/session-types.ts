// The kinds of session a student can book and which ones a mentor offers. Browser-safe: the
// schedule page and the checkout use the same rules. Same values as meetings.type in the schema.

export const sessionTypes = ["sat", "essay", "college", "interview", "general"] as const;
export type SessionType = (typeof sessionTypes)[number];

/** Spec §5/§6: SAT tutoring only from mentors who offer it and scored at least 1500. */
export const SAT_QUALIFYING_SCORE = 1500;

export interface SessionPricing {
  sessionPriceCents: number;
  satPriceCents: number;
  offersSat: boolean;
  satScore: number | null;
}

export function isSessionType(value: unknown): value is SessionType {
  return typeof value === "string" && (sessionTypes as readonly string[]).includes(value);
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
