import type { Db } from "~/db/db.server";
import { collegeApplications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { ApplicationFields } from "./application-form-schema";
import { lockApplications, ownApplication, tracksCollege } from "./application-order.server";

/** Saves the form's fields of one of the student's applications; someone else's is not_found. */
export async function updateApplication(db: Db, studentId: string, id: string, fields: ApplicationFields): Promise<void> {
  await db.transaction(async (tx) => {
    // Under the list's lock, so a rename and an add of the same college cannot both pass the check.
    const list = await lockApplications(tx, studentId);
    if (!list.some((application) => application.id === id)) throw new AppError("not_found");
    if (tracksCollege(list, fields.collegeName, id)) throw new AppError("application_exists");
    await tx.update(collegeApplications).set(fields).where(ownApplication(studentId, id));
  });
}
