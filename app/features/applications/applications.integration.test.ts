import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { collegeApplications } from "~/db/schema";
import { codeOf, createTestAccount, uniqueEmail } from "~/test/test-services";
import { createTestDatabase, describeEachDb, describePostgres, type TestDatabase } from "~/test/test-database";
import { applicationFormSchema, type ApplicationFields } from "./application-form-schema";
import { createApplication, MAX_APPLICATIONS } from "./create-application.server";
import { deleteApplication } from "./delete-application.server";
import { getApplicationTracker } from "./get-application-tracker.server";
import { moveApplication } from "./move-application.server";
import { saveApplicationNotes } from "./save-application-notes.server";
import { updateApplication } from "./update-application.server";

const fields = (collegeName: string, extra: Partial<Record<string, string>> = {}): ApplicationFields =>
  applicationFormSchema.parse({
    collegeName,
    status: "not-started",
    competitiveness: "target",
    currentSat: "0",
    targetSat: "0",
    commonAppProgress: "0",
    essayProgress: "0",
    dueDate: "2027-01-01",
    ...extra,
  });

async function order(db: Db, studentId: string) {
  return db
    .select({ college: collegeApplications.collegeName, position: collegeApplications.position })
    .from(collegeApplications)
    .where(eq(collegeApplications.studentId, studentId))
    .orderBy(asc(collegeApplications.position));
}

const names = async (db: Db, studentId: string) => (await order(db, studentId)).map((row) => row.college);

describeEachDb("the application tracker's services", (getDb) => {
  let student: string;
  let other: string;
  beforeEach(async () => {
    student = (await createTestAccount(getDb(), { email: uniqueEmail("apps") })).id;
    other = (await createTestAccount(getDb(), { email: uniqueEmail("other") })).id;
  });

  async function add(...colleges: string[]) {
    const ids: string[] = [];
    for (const college of colleges) ids.push((await createApplication(getDb(), student, fields(college))).id);
    return ids;
  }

  it("adds at the end with the spec's defaults, and lists in order with the student's today", async () => {
    await add("Yale University", "Pomona College");
    const { applications, today } = await getApplicationTracker(getDb(), { id: student, timeZone: "Asia/Shanghai" }, new Date("2026-11-24T20:00:00Z"));
    expect(today).toBe("2026-11-25");
    expect(applications.map((application) => application.collegeName)).toEqual(["Yale University", "Pomona College"]);
    expect(applications[0]).toMatchObject({
      status: "not-started",
      competitiveness: "target",
      currentSat: 0,
      targetSat: 0,
      commonAppProgress: 0,
      essayProgress: 0,
      dueDate: "2027-01-01",
      notes: "",
    });
    expect((await order(getDb(), student)).map((row) => row.position)).toEqual([0, 1]);
    expect((await getApplicationTracker(getDb(), { id: other, timeZone: null })).applications).toEqual([]);
  });

  it("stores a list college by its English name whichever language it was typed in", async () => {
    await createApplication(getDb(), student, fields("哈佛大学"));
    await createApplication(getDb(), student, fields("  stanford   university "));
    await createApplication(getDb(), student, fields("Lycée Henri-IV"));
    expect(await names(getDb(), student)).toEqual(["Harvard University", "Stanford University", "Lycée Henri-IV"]);
  });

  it("adds a college once: a repeat (double click, retry) or the same name in other case is refused", async () => {
    await add("Rice University");
    expect(await codeOf(createApplication(getDb(), student, fields("rice university")))).toBe("application_exists");
    expect(await codeOf(createApplication(getDb(), student, fields("莱斯大学")))).toBe("application_exists");
    expect(await names(getDb(), student)).toEqual(["Rice University"]);
    // Another student may track the same college.
    await createApplication(getDb(), other, fields("Rice University"));
  });

  it("keeps a list to its limit", async () => {
    await add(...Array.from({ length: MAX_APPLICATIONS }, (_, index) => `Community College ${index + 1}`));
    expect(await codeOf(createApplication(getDb(), student, fields("One Too Many College")))).toBe("applications_limit");
    expect(await order(getDb(), student)).toHaveLength(MAX_APPLICATIONS);
  });

  it("edits the student's own application; someone else's is not found and unchanged", async () => {
    const [yale, brown] = await add("Yale University", "Brown University");
    await updateApplication(getDb(), student, yale!, fields("Yale University", { status: "submitted", competitiveness: "reach", currentSat: "1480", targetSat: "1550", commonAppProgress: "100", essayProgress: "na", dueDate: "2027-01-02" }));
    const [saved] = (await getApplicationTracker(getDb(), { id: student })).applications;
    expect(saved).toMatchObject({ status: "submitted", competitiveness: "reach", currentSat: 1480, targetSat: 1550, commonAppProgress: 100, essayProgress: null, dueDate: "2027-01-02" });

    expect(await codeOf(updateApplication(getDb(), other, yale!, fields("Hijacked College")))).toBe("not_found");
    expect(await codeOf(updateApplication(getDb(), student, brown!, fields("yale university")))).toBe("application_exists");
    expect(await names(getDb(), student)).toEqual(["Yale University", "Brown University"]);
  });

  it("saves notes on the student's own application only", async () => {
    const [yale] = await add("Yale University");
    await saveApplicationNotes(getDb(), student, yale!, "Interview with an alumna in December.\nSupplement: 'Why Yale' 200 words.");
    expect(await codeOf(saveApplicationNotes(getDb(), other, yale!, "mine now"))).toBe("not_found");
    expect(await codeOf(saveApplicationNotes(getDb(), student, crypto.randomUUID(), "nothing"))).toBe("not_found");
    const [row] = (await getApplicationTracker(getDb(), { id: student })).applications;
    expect(row!.notes).toBe("Interview with an alumna in December.\nSupplement: 'Why Yale' 200 words.");
  });

  it("deletes and closes the gap; a repeat or someone else's id is not found and changes nothing", async () => {
    const [a, b, c] = await add("Amherst College", "Bowdoin College", "Colby College");
    expect(await codeOf(deleteApplication(getDb(), other, b!))).toBe("not_found");
    expect(await codeOf(deleteApplication(getDb(), student, b!))).toBeNull();
    expect(await codeOf(deleteApplication(getDb(), student, b!))).toBe("not_found");
    expect(await order(getDb(), student)).toEqual([
      { college: "Amherst College", position: 0 },
      { college: "Colby College", position: 1 },
    ]);
    await deleteApplication(getDb(), student, a!);
    await deleteApplication(getDb(), student, c!);
    expect(await order(getDb(), student)).toEqual([]);
  });

  it("moves after another application or to the top, renumbering 0..n-1", async () => {
    const [a, b, c, d] = await add("A College", "B College", "C College", "D College");
    expect(await moveApplication(getDb(), student, { id: a!, afterId: c! })).toEqual({ moved: true });
    expect(await names(getDb(), student)).toEqual(["B College", "C College", "A College", "D College"]);
    expect(await moveApplication(getDb(), student, { id: d!, afterId: null })).toEqual({ moved: true });
    expect(await names(getDb(), student)).toEqual(["D College", "B College", "C College", "A College"]);
    expect(await moveApplication(getDb(), student, { id: b!, afterId: c! })).toEqual({ moved: true });
    expect(await order(getDb(), student)).toEqual([
      { college: "D College", position: 0 },
      { college: "C College", position: 1 },
      { college: "B College", position: 2 },
      { college: "A College", position: 3 },
    ]);
  });

  it("does nothing for a move to where it already is", async () => {
    const [a, b] = await add("A College", "B College");
    expect(await moveApplication(getDb(), student, { id: b!, afterId: a! })).toEqual({ moved: false });
    expect(await moveApplication(getDb(), student, { id: a!, afterId: null })).toEqual({ moved: false });
    expect(await moveApplication(getDb(), student, { id: a!, afterId: a! })).toEqual({ moved: false });
    expect(await names(getDb(), student)).toEqual(["A College", "B College"]);
  });

  it("refuses to move someone else's application or after one that is gone", async () => {
    const [a, b] = await add("A College", "B College");
    const [theirs] = [(await createApplication(getDb(), other, fields("Their College"))).id];
    expect(await codeOf(moveApplication(getDb(), other, { id: a!, afterId: null }))).toBe("not_found");
    expect(await codeOf(moveApplication(getDb(), student, { id: a!, afterId: theirs! }))).toBe("conflict");
    await deleteApplication(getDb(), student, b!);
    expect(await codeOf(moveApplication(getDb(), student, { id: a!, afterId: b! }))).toBe("conflict");
    expect(await names(getDb(), student)).toEqual(["A College"]);
    expect(await names(getDb(), other)).toEqual(["Their College"]);
  });

  it("has one row per place in the database, whatever code runs", async () => {
    await add("A College", "B College");
    const duplicate = getDb().insert(collegeApplications).values({ studentId: student, position: 1, collegeName: "Sneaky College", dueDate: "2027-01-01" });
    await expect(duplicate).rejects.toThrow();
  });
});

const reachFields = (collegeName: string) =>
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

// Two tabs (and more) changing one student's list at once: every operation takes the student's
// lock, so whatever interleaving the server sees, no row is lost or doubled and the positions stay
// exactly 0..n-1. PGlite runs one statement at a time and could not show a race.

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
    await Promise.all(Array.from({ length: 16 }, (_, index) => createApplication(database.db, student, reachFields(`Parallel College ${index}`))));
    expect((await rows(student)).map((row) => row.position)).toEqual(Array.from({ length: 16 }, (_, index) => index));
  });

  it("the same college added from two tabs at once is added once", async () => {
    const { id: student } = await createTestAccount(database.db, { email: uniqueEmail("twice") });
    const codes = await Promise.all(Array.from({ length: 10 }, () => codeOf(createApplication(database.db, student, reachFields("Duke University")))));
    expect(codes.filter((code) => code === null)).toHaveLength(1);
    expect(codes.filter((code) => code !== null)).toEqual(Array(9).fill("application_exists"));
    expect(await rows(student)).toHaveLength(1);
  });

  it("many moves, adds and deletes at once lose no row and leave positions 0..n-1", async () => {
    const { id: student } = await createTestAccount(database.db, { email: uniqueEmail("tabs") });
    const { id: bystander } = await createTestAccount(database.db, { email: uniqueEmail("bystander") });
    const theirs = (await createApplication(database.db, bystander, fields("Bystander College"))).id;
    const initial: string[] = [];
    for (let index = 0; index < 12; index++) initial.push((await createApplication(database.db, student, reachFields(`Initial College ${index}`))).id);
    const toDelete = new Set(initial.filter((_, index) => index % 4 === 0));
    const kept = initial.filter((id) => !toDelete.has(id));
    const pick = (list: string[], seed: number) => list[(seed * 7 + 3) % list.length]!;

    const operations: Promise<unknown>[] = [];
    const created: Promise<{ id: string }>[] = [];
    for (let round = 0; round < 30; round++) {
      // Moves between rows that stay (they must all succeed) and around rows being deleted (which may be refused).
      operations.push(moveApplication(database.db, student, { id: pick(kept, round), afterId: round % 3 === 0 ? null : pick(kept, round + 1) }));
      operations.push(codeOf(moveApplication(database.db, student, { id: pick(initial, round + 2), afterId: pick(initial, round + 5) })).then((code) => expect([null, "not_found", "conflict"]).toContain(code)));
      if (round % 3 === 0) created.push(createApplication(database.db, student, reachFields(`Added College ${round}`)));
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
