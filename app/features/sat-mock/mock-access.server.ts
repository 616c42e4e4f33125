import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { satItems } from "~/db/schema";
import { readSatAccess } from "~/features/sat-practice/read-sat-access.server";

/**
 * The tests that can be taken: those whose modules the bank sync loaded (it loads a test only when
 * all its reading and writing modules are written). Read from the database, so pages need not
 * load the content files.
 */
export async function readWrittenMockTests(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({ test: sql<number>`substring(${satItems.subsectionId} from 6 for 2)::int`.mapWith(Number) })
    .from(satItems)
    .where(and(eq(satItems.inBank, true), like(satItems.subsectionId, "mock-__-english-m1")));
  return rows.map((r) => r.test).sort((a, b) => a - b);
}

/** Test 1 is free; the others need the purchase (satAccess). A test not yet written is open to nobody. */
export function mockTestAvailable(testNumber: number, satAccess: boolean, written: readonly number[]): boolean {
  if (!written.includes(testNumber)) return false;
  return testNumber === 1 || satAccess;
}

export async function mockTestOpenTo(db: Db, userId: string, testNumber: number): Promise<boolean> {
  const written = await readWrittenMockTests(db);
  if (testNumber === 1) return mockTestAvailable(1, false, written);
  return mockTestAvailable(testNumber, await readSatAccess(db, userId), written);
}
