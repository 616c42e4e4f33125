import { writtenMockTests } from "~content/sat/mock/mock-tests";
import type { Db } from "~/db/db.server";
import { readSatAccess } from "~/features/sat-practice/read-sat-access.server";

/** Test 1 is free; the others need the purchase (satAccess). A test not yet written is open to nobody. */
export function mockTestAvailable(testNumber: number, satAccess: boolean): boolean {
  if (!writtenMockTests().includes(testNumber)) return false;
  return testNumber === 1 || satAccess;
}

export async function mockTestOpenTo(db: Db, userId: string, testNumber: number): Promise<boolean> {
  if (testNumber === 1) return mockTestAvailable(1, false);
  return mockTestAvailable(testNumber, await readSatAccess(db, userId));
}
