import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "~/db/db.server";
import { collegeApplications, users } from "~/db/schema";

// Every change to a student's list (create, rename, move, delete) takes the same lock first: the
// student's own users row. It exists even when the list is empty, so two tabs adding a first
// college queue up instead of both taking position 0. "no key update" leaves foreign-key checks
// from other tables (sessions, meetings) free. Under the lock, positions are read, changed and
// renumbered to exactly 0..n-1 in the same transaction.

export interface OrderedApplication {
  id: string;
  position: number;
  collegeName: string;
}

/** Locks the student's list and returns it in order. */
export async function lockApplications(tx: Tx, studentId: string): Promise<OrderedApplication[]> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for("no key update");
  return tx
    .select({ id: collegeApplications.id, position: collegeApplications.position, collegeName: collegeApplications.collegeName })
    .from(collegeApplications)
    .where(eq(collegeApplications.studentId, studentId))
    .orderBy(asc(collegeApplications.position));
}

/**
 * Gives each id its index in `order` as its position, in one statement (the unique constraint on
 * (student_id, position) is deferrable, so it is checked when the statement ends). Rows already in
 * place are not touched.
 */
export async function writeOrder(tx: Tx, studentId: string, order: readonly string[]): Promise<void> {
  if (order.length === 0) return;
  const places = sql.join(
    order.map((id, index) => sql`(${id}::uuid, ${index}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${collegeApplications} as a
    set position = v.position, updated_at = now()
    from (values ${places}) as v(id, position)
    where a.id = v.id and a.student_id = ${studentId} and a.position <> v.position`);
}

/** Whether the student already tracks this college (names compared without case). */
export function tracksCollege(list: readonly OrderedApplication[], collegeName: string, exceptId?: string): boolean {
  const wanted = collegeName.toLowerCase();
  return list.some((application) => application.id !== exceptId && application.collegeName.toLowerCase() === wanted);
}

/** The student's application with this id, or nothing (someone else's is nothing too). */
export function ownApplication(studentId: string, id: string) {
  return and(eq(collegeApplications.id, id), eq(collegeApplications.studentId, studentId));
}
