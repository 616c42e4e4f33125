import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { collegeApplications } from "~/db/schema";
import { codeOf, createTestAccount, uniqueEmail } from "~/test/test-services";
import { createTestDatabase, describePostgres, type TestDatabase } from "~/test/test-database";
import { applicationFormSchema } from "./application-form-schema";
import { createApplication } from "./create-application.server";
import { deleteApplication } from "./delete-application.server";
import { moveApplication } from "./move-application.server";

// Two tabs (and more) changing one student's list at once: every operation takes the student's
// lock, so whatever interleaving the server sees, no row is lost or doubled and the positions stay
// exactly 0..n-1. PGlite runs one statement at a time and could not show a race.

const fields = (collegeName: string) =>
  applicationFormSchema.parse({
    collegeName,
    status: "in-progress",
    competitiveness: "reach",
    currentSat: "1400",
    targetSat: "1500",
    commonAppProgress: "33",
    essayProgress: "25",
    dueDate: "2027-01-01",
  });

describePostgres("concurrent changes to one student's applications", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 12);
  });
  afterAll(async () => {
    await database?.close();
  });

  async function rows(studentId: string) {
    return database.db
      .select({ id: collegeApplications.id, position: collegeApplications.position })
      .from(collegeApplications)
      .where(eq(collegeApplications.studentId, studentId))
      .orderBy(asc(collegeApplications.position));
  }

  it("adding the first colleges from many tabs at once gives 0..n-1", async () => {
    const { id: student } = await createTestAccount(database.db, { email: uniqueEmail("first") });
    await Promise.all(Array.from({ length: 16 }, (_, index) => createApplication(database.db, student, fields(`Parallel College ${index}`))));
    expect((await rows(student)).map((row) => row.position)).toEqual(Array.from({ length: 16 }, (_, index) => index));
  });

  it("the same college added from two tabs at once is added once", async () => {
    const { id: student } = await createTestAccount(database.db, { email: uniqueEmail("twice") });
    const codes = await Promise.all(Array.from({ length: 10 }, () => codeOf(createApplication(database.db, student, fields("Duke University")))));
    expect(codes.filter((code) => code === null)).toHaveLength(1);
    expect(codes.filter((code) => code !== null)).toEqual(Array(9).fill("application_exists"));
    expect(await rows(student)).toHaveLength(1);
  });

  it("many moves, adds and deletes at once lose no row and leave positions 0..n-1", async () => {
    const { id: student } = await createTestAccount(database.db, { email: uniqueEmail("tabs") });
    const { id: bystander } = await createTestAccount(database.db, { email: uniqueEmail("bystander") });
    const theirs = (await createApplication(database.db, bystander, fields("Bystander College"))).id;
    const initial: string[] = [];
    for (let index = 0; index < 12; index++) initial.push((await createApplication(database.db, student, fields(`Initial College ${index}`))).id);
    const toDelete = new Set(initial.filter((_, index) => index % 4 === 0));
    const kept = initial.filter((id) => !toDelete.has(id));
    const pick = (list: string[], seed: number) => list[(seed * 7 + 3) % list.length]!;

    const operations: Promise<unknown>[] = [];
    const created: Promise<{ id: string }>[] = [];
    for (let round = 0; round < 30; round++) {
      // Moves between rows that stay (they must all succeed) and around rows being deleted (which may be refused).
      operations.push(moveApplication(database.db, student, { id: pick(kept, round), afterId: round % 3 === 0 ? null : pick(kept, round + 1) }));
      operations.push(codeOf(moveApplication(database.db, student, { id: pick(initial, round + 2), afterId: pick(initial, round + 5) })).then((code) => expect([null, "not_found", "conflict"]).toContain(code)));
      if (round % 3 === 0) created.push(createApplication(database.db, student, fields(`Added College ${round}`)));
    }
    // Each deleted from two tabs: one of the two deletes it, the other finds it gone.
    for (const id of toDelete) {
      const twice = [codeOf(deleteApplication(database.db, student, id)), codeOf(deleteApplication(database.db, student, id))];
      operations.push(Promise.all(twice).then((codes) => expect(codes.sort()).toEqual(["not_found", null].sort())));
    }
    await Promise.all([...operations, ...created]);

    const after = await rows(student);
    const expected = new Set([...kept, ...(await Promise.all(created)).map((row) => row.id)]);
    expect(after.map((row) => row.position)).toEqual(Array.from({ length: expected.size }, (_, index) => index));
    expect(new Set(after.map((row) => row.id))).toEqual(expected);
    // The other student's list is untouched.
    expect(await rows(bystander)).toEqual([{ id: theirs, position: 0 }]);
  });
});
