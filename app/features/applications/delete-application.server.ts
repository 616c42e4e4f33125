import type { Db } from "~/db/db.server";
import { collegeApplications } from "~/db/schema";
import { lockApplications, ownApplication, writeOrder } from "./application-order.server";

/**
 * Deletes one of the student's applications and closes the gap in the order. Deleting one that is
 * already gone (a second tab, a retry) changes nothing and is not an error; someone else's id
 * finds nothing of the student's, so it changes nothing either.
 */
export async function deleteApplication(db: Db, studentId: string, id: string): Promise<{ deleted: boolean }> {
  return db.transaction(async (tx) => {
    const list = await lockApplications(tx, studentId);
    if (!list.some((application) => application.id === id)) return { deleted: false };
    await tx.delete(collegeApplications).where(ownApplication(studentId, id));
    await writeOrder(
      tx,
      studentId,
      list.filter((application) => application.id !== id).map((application) => application.id),
    );
    return { deleted: true };
  });
}
