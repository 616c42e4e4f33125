import { describe, expect, it } from "vitest";
import { applicationStatuses, commonAppSteps, essaySteps } from "~/lib/application-fields";
import { applicationFormSchema, applicationNotesSchema, canonicalCollegeName } from "./application-form-schema";
import { editApplicationValues, newApplicationValues } from "./application-form-values";
import { applicationIntentSchema } from "./application-intents";
import { fieldMessages } from "./field-messages";

const valid = newApplicationValues("2026-11-25");

function messageFor(values: Record<string, unknown>): Partial<Record<string, string>> {
  const parsed = applicationFormSchema.safeParse(values);
  return parsed.success ? {} : fieldMessages(parsed.error);
}

describe("the application form", () => {
  it("starts with the spec's defaults: not started, due today, SAT 0, target, progress 0 and 0", () => {
    expect(valid).toEqual({
      collegeName: "",
      status: "not-started",
      competitiveness: "target",
      currentSat: "0",
      targetSat: "0",
      commonAppProgress: "0",
      essayProgress: "0",
      dueDate: "2026-11-25",
    });
    expect(applicationFormSchema.parse({ ...valid, collegeName: "Pomona College" })).toEqual({
      collegeName: "Pomona College",
      status: "not-started",
      competitiveness: "target",
      currentSat: 0,
      targetSat: 0,
      commonAppProgress: 0,
      essayProgress: 0,
      dueDate: "2026-11-25",
    });
  });

  it("needs a college name (spec: an empty one adds nothing)", () => {
    expect(messageFor({ ...valid, collegeName: "  " })).toEqual({ collegeName: "applications:errors.collegeRequired" });
    expect(messageFor({ ...valid, collegeName: "x".repeat(121) })).toEqual({ collegeName: "applications:errors.collegeTooLong" });
    expect(messageFor({ ...valid, collegeName: "Bad\u0007Name" })).toEqual({ collegeName: "errors:invalid_characters" });
  });

  it("reads SAT scores as whole numbers: 0 (not taken) or 400-1600", () => {
    const sat = (currentSat: string) => applicationFormSchema.safeParse({ ...valid, collegeName: "A", currentSat });
    expect(sat("1450").data?.currentSat).toBe(1450);
    expect(sat(" 400 ").data?.currentSat).toBe(400);
    expect(sat("1600").data?.currentSat).toBe(1600);
    expect(sat("").data?.currentSat).toBe(0);
    for (const wrong of ["399", "1601", "1450.5", "abc", "-10", "1e3", "0x10", "12345"]) {
      expect(messageFor({ ...valid, collegeName: "A", currentSat: wrong }), wrong).toEqual({ currentSat: "applications:errors.satRange" });
    }
  });

  it("accepts only the spec's progress steps, with N/A for essays", () => {
    for (const step of commonAppSteps) expect(messageFor({ ...valid, collegeName: "A", commonAppProgress: String(step) })).toEqual({});
    for (const step of essaySteps) expect(messageFor({ ...valid, collegeName: "A", essayProgress: String(step) })).toEqual({});
    expect(applicationFormSchema.parse({ ...valid, collegeName: "A", essayProgress: "na" }).essayProgress).toBeNull();
    expect(messageFor({ ...valid, collegeName: "A", commonAppProgress: "50" })).toEqual({ commonAppProgress: "applications:errors.progressInvalid" });
    expect(messageFor({ ...valid, collegeName: "A", commonAppProgress: "na" })).toEqual({ commonAppProgress: "applications:errors.progressInvalid" });
    expect(messageFor({ ...valid, collegeName: "A", essayProgress: "33" })).toEqual({ essayProgress: "applications:errors.progressInvalid" });
  });

  it("accepts the six statuses and three levels only", () => {
    for (const status of applicationStatuses) expect(messageFor({ ...valid, collegeName: "A", status })).toEqual({});
    expect(messageFor({ ...valid, collegeName: "A", status: "deferred" })).toEqual({ status: "applications:errors.statusInvalid" });
    expect(messageFor({ ...valid, collegeName: "A", competitiveness: "likely" })).toEqual({ competitiveness: "applications:errors.competitivenessInvalid" });
  });

  it("needs a real calendar date", () => {
    for (const wrong of ["2027-02-30", "2027-13-01", "27-01-01", "", "tomorrow", "1999-12-31"]) {
      expect(messageFor({ ...valid, collegeName: "A", dueDate: wrong }), wrong).toEqual({ dueDate: "applications:errors.dueDateInvalid" });
    }
    expect(messageFor({ ...valid, collegeName: "A", dueDate: "2028-02-29" })).toEqual({});
  });

  it("puts an application's values back into the form, N/A included", () => {
    const values = editApplicationValues({
      id: "x",
      collegeName: "Rice University",
      status: "submitted",
      competitiveness: "reach",
      currentSat: 1500,
      targetSat: 1560,
      commonAppProgress: 66,
      essayProgress: null,
      dueDate: "2027-01-04",
      notes: "",
    });
    expect(values).toMatchObject({ status: "submitted", currentSat: "1500", commonAppProgress: "66", essayProgress: "na" });
    expect(applicationFormSchema.parse(values)).toMatchObject({ collegeName: "Rice University", essayProgress: null, currentSat: 1500 });
    expect(editApplicationValues({ ...values, id: "x", notes: "", status: "mystery", competitiveness: "reach", currentSat: 0, targetSat: 0, commonAppProgress: 0, essayProgress: 25 }).status).toBe("not-started");
  });
});

describe("college names", () => {
  it("maps a listed university typed in either language to its English name, else keeps the text tidy", () => {
    expect(canonicalCollegeName("哈佛大学")).toBe("Harvard University");
    expect(canonicalCollegeName(" massachusetts institute of technology ")).toBe("Massachusetts Institute of Technology");
    expect(canonicalCollegeName("University  of   Toronto")).toBe("University of Toronto");
  });
});

describe("notes and intents", () => {
  it("keeps line breaks in notes, trims them and refuses more than 2000 characters", () => {
    expect(applicationNotesSchema.parse({ notes: "  line one\nline two  " }).notes).toBe("line one\nline two");
    expect(applicationNotesSchema.safeParse({ notes: "x".repeat(2001) }).success).toBe(false);
    expect(applicationNotesSchema.safeParse({ notes: "bell\u0007" }).success).toBe(false);
  });

  it("reads a move as an id and the one it goes after (empty: the top); never a position", () => {
    const id = "0b5d2c3e-6f1a-4c8e-9b7d-1a2b3c4d5e6f";
    expect(applicationIntentSchema.parse({ intent: "move", id, afterId: "", position: "0" })).toEqual({ intent: "move", id, afterId: null });
    expect(applicationIntentSchema.safeParse({ intent: "move", id, afterId: "first" }).success).toBe(false);
    expect(applicationIntentSchema.safeParse({ intent: "delete", id: "1" }).success).toBe(false);
    expect(applicationIntentSchema.safeParse({ intent: "drop", id }).success).toBe(false);
  });
});
