import type { DbOrTx } from "~/db/db.server";
import type { SessionUser } from "~/lib/use-user";
import { todayIn } from "./deadline";
import { listApplications, type ApplicationRow } from "./list-applications.server";

export interface ApplicationTrackerData {
  applications: ApplicationRow[];
  /** The student's calendar date (their zone): the form's default deadline and "due soon". */
  today: string;
}

/** What the dashboard's application tracker shows the signed-in student. */
export async function getApplicationTracker(db: DbOrTx, student: Pick<SessionUser, "id" | "timeZone">, now = new Date()): Promise<ApplicationTrackerData> {
  return { applications: await listApplications(db, student.id), today: todayIn(student.timeZone, now) };
}
