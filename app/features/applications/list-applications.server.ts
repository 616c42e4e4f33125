import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { collegeApplications } from "~/db/schema";

export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

/** The student's applications in their order. */
export function listApplications(db: DbOrTx, studentId: string) {
  return db
    .select({
      id: collegeApplications.id,
      collegeName: collegeApplications.collegeName,
      status: collegeApplications.status,
      competitiveness: collegeApplications.competitiveness,
      currentSat: collegeApplications.currentSat,
      targetSat: collegeApplications.targetSat,
      commonAppProgress: collegeApplications.commonAppProgress,
      essayProgress: collegeApplications.essayProgress,
      dueDate: collegeApplications.dueDate,
      notes: collegeApplications.notes,
    })
    .from(collegeApplications)
    .where(eq(collegeApplications.studentId, studentId))
    .orderBy(asc(collegeApplications.position));
}
