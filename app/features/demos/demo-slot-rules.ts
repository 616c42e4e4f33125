// Spec §5 demo slot form: date, start and end required; end after start; no date before today;
// times on a 30-minute step (1800 s). Pure and browser-safe: the demo keeps slots in memory only.

export const SLOT_STEP_SECONDS = 1800;

export interface DemoSlotInput {
  /** YYYY-MM-DD, as an <input type="date"> gives it. */
  date: string;
  /** HH:MM, as an <input type="time"> gives it. */
  startTime: string;
  endTime: string;
}

export type DemoSlotError = "required" | "endBeforeStart" | "pastDate" | "step";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The first rule the slot breaks, or null. `today` is the browser's local date, YYYY-MM-DD. */
export function checkDemoSlot(input: DemoSlotInput, today: string): DemoSlotError | null {
  const date = input.date.trim();
  const start = minutesOf(input.startTime.trim());
  const end = minutesOf(input.endTime.trim());
  if (!DATE.test(date) || start === null || end === null) return "required";
  if (date < today) return "pastDate";
  if (start % (SLOT_STEP_SECONDS / 60) !== 0 || end % (SLOT_STEP_SECONDS / 60) !== 0) return "step";
  if (end <= start) return "endBeforeStart";
  return null;
}

/** A Date's calendar day in the browser's zone, YYYY-MM-DD. */
export function localDateString(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
