import type { Db } from "~/db/db.server";
import { collegeApplications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { lockApplications, ownApplication, writeOrder } from "./application-order.server";

/**
 * Deletes one of the student's applications and closes the gap in the order. One that is not on
 * the student's list (already deleted in another tab, someone else's) is not_found, nothing changed.
 */
export async function deleteApplication(db: Db, studentId: string, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    const list = await lockApplications(tx, studentId);
    if (!list.some((application) => application.id === id)) throw new AppError("not_found");
    await tx.delete(collegeApplications).where(ownApplication(studentId, id));
    await writeOrder(
      tx,
      studentId,
      list.filter((application) => application.id !== id).map((application) => application.id),
    );
  });
}
