import { asc, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import type { Db } from "~/db/db.server";
import { collegeApplications } from "~/db/schema";
import { codeOf, createTestAccount, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";
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
