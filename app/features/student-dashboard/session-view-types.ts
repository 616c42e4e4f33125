import type { SessionType } from "~/lib/session-types";

// What the My Sessions dialog gets from the loader.

/**
 * The video link's state as the server decided it: open (the link), pending (open, link still
 * being made), later (opens at `opensAt`) or over.
 */
export type JoinState = { state: "open"; link: string } | { state: "pending" } | { state: "later"; opensAt: string } | { state: "over" };

/** One session as the My Sessions dialog shows it; times already written out in the reader's language. */
export interface SessionView {
  id: string;
  type: SessionType;
  startsAt: string;
  major: string;
  expectations: string;
  /** Name as first name and last initial. */
  mentor: { id: string; name: string; photoId: string | null; college: string };
  /** In US Eastern time, with the zone's name. */
  eastern: string;
  /** In the student's own zone, with its name; null when that zone is US Eastern. */
  local: string | null;
  /** The student's IANA zone, named beside `local`. */
  zone: string;
  join: JoinState;
  /** Started and not over yet. */
  inProgress: boolean;
  /** The session's calendar file. */
  calendarPath: string;
}

export interface SessionViews {
  upcoming: SessionView[];
  past: SessionView[];
}
