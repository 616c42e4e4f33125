import type { Db } from "~/db/db.server";
import { collegeApplications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { ownApplication } from "./application-order.server";

/** Replaces the notes of one of the student's applications; someone else's is not_found. */
export async function saveApplicationNotes(db: Db, studentId: string, id: string, notes: string): Promise<void> {
  const saved = await db
    .update(collegeApplications)
    .set({ notes })
    .where(ownApplication(studentId, id))
    .returning({ id: collegeApplications.id });
  if (saved.length === 0) throw new AppError("not_found");
}
