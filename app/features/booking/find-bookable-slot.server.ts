import type { DbOrTx } from "~/db/db.server";
import { AppError } from "~/lib/errors";
import { getBookingWindowOverrides, getWeeklyHours } from "./list-free-slots.server";
import { checkSlot } from "./slots";

/**
 * The start of a slot the mentor offers by the booking rules (a reschedule's new time), or an
 * AppError saying why not. Whether it is still free is decided when it is written.
 */
export async function findBookableSlot(db: DbOrTx, input: { mentorId: string; date: string; time: string; now: Date }): Promise<Date> {
  const [hours, overrides] = await Promise.all([getWeeklyHours(db, input.mentorId), getBookingWindowOverrides(db, input.mentorId, input.now)]);
  if (!hours) throw new AppError("mentor_not_found");
  const slot = checkSlot(hours, overrides, input);
  if ("refusal" in slot) throw new AppError(slot.refusal, { field: "time" });
  return slot.startsAt;
}
