import type { DateOverride, WeeklyHour } from "~/features/booking/slots";
import type { SessionType } from "~/lib/session-types";

// What the server answers and the sections show. Browser-safe.

export interface MentorPricing {
  /** Whole dollars. */
  sessionPrice: number;
  satPrice: number;
  offersSat: boolean;
}

/** A booked session (paid, or held awaiting payment) at an hour the mentor no longer offers. */
export interface BookedOutsideHours {
  meetingId: string;
  /** Eastern date and time. */
  date: string;
  time: string;
  studentName: string;
  type: SessionType;
  paid: boolean;
}

export interface MentorSchedule {
  pricing: MentorPricing & { satQualified: boolean };
  weekly: WeeklyHour[];
  /** Upcoming date overrides, by date. */
  overrides: DateOverride[];
  /** Today in US Eastern (the first date an override may have) and the last one. */
  today: string;
  lastOverrideDate: string;
  outside: BookedOutsideHours[];
}
