// The kinds of session a student can book: the database's meetings.type, the booking rules and
// every page that names them use this one list. Browser-safe.

export const sessionTypes = ["sat", "essay", "college", "interview", "general"] as const;
export type SessionType = (typeof sessionTypes)[number];

/** Spec §5/§6: SAT tutoring only from mentors who offer it and scored at least 1500 (also a database check). */
export const SAT_QUALIFYING_SCORE = 1500;

export function isSessionType(value: unknown): value is SessionType {
  return typeof value === "string" && (sessionTypes as readonly string[]).includes(value);
}

/** Spec §9: every session lasts 60 minutes. */
export const SESSION_MINUTES = 60;
