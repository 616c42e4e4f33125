import type { Db } from "~/db/db.server";
import { collegeApplications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { ApplicationFields } from "./application-form-schema";
import { lockApplications, tracksCollege } from "./application-order.server";

/** A list longer than any real application season; it keeps one account from filling the table. */
export const MAX_APPLICATIONS = 60;

/**
 * Adds a college at the end of the student's list. A college already on it is refused
 * (application_exists), which also makes a repeated submission (double click, retry) add it once.
 */
export async function createApplication(db: Db, studentId: string, fields: ApplicationFields): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const list = await lockApplications(tx, studentId);
    if (tracksCollege(list, fields.collegeName)) throw new AppError("application_exists");
    if (list.length >= MAX_APPLICATIONS) throw new AppError("applications_limit", { max: MAX_APPLICATIONS });
    const [created] = await tx
      .insert(collegeApplications)
      .values({ ...fields, studentId, position: list.length })
      .returning({ id: collegeApplications.id });
    return { id: created!.id };
  });
}
