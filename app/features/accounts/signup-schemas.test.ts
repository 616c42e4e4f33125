import { describe, expect, it } from "vitest";
import { collectFieldErrors, type FieldErrors } from "./field-errors";
import { pictureProblem, signUpFormValues, splitInterests } from "./signup-fields";
import { mentorAboutStepSchema, mentorAccountSchema, mentorPictureStepSchema, mentorSignUpSchema, studentSignUpSchema } from "./signup-schemas";

function errorsOf(result: { success: boolean; error?: unknown }): FieldErrors {
  return result.success ? {} : collectFieldErrors(result.error as never);
}

const jpeg = (size: number, name = "me.jpg", type = "image/jpeg") => new File([new Uint8Array(size)], name, { type });
const bio = "I study computer science and love helping students with essays and the SAT.";

describe("student sign-up schema", () => {
  it("accepts name, email and password and normalises the email", () => {
    const result = studentSignUpSchema.parse({ role: "student", name: " Ada ", email: "Ada@Example.com ", password: "t7#Kp2!vQz" });
    expect(result).toEqual({ role: "student", name: "Ada", email: "ada@example.com", password: "t7#Kp2!vQz" });
  });

  it("asks for every required field", () => {
    expect(errorsOf(studentSignUpSchema.safeParse({ role: "student", name: "", email: "", password: "" }))).toEqual({
      name: { message: "accounts:errors.required" },
      email: { message: "accounts:errors.required" },
      password: { message: "accounts:errors.required" },
    });
  });

  it("needs 6 characters and refuses weak passwords, even when another field is wrong", () => {
    const short = studentSignUpSchema.safeParse({ role: "student", name: "Ada", email: "ada@example.com", password: "t7#K" });
    expect(errorsOf(short).password).toEqual({ message: "accounts:errors.passwordTooShort" });
    const weak = studentSignUpSchema.safeParse({ role: "student", name: "", email: "nope", password: "password1" });
    expect(errorsOf(weak)).toMatchObject({
      name: { message: "accounts:errors.required" },
      email: { message: "accounts:errors.emailInvalid" },
      password: { message: "accounts:errors.passwordTooWeak" },
    });
    const personal = studentSignUpSchema.safeParse({ role: "student", name: "Ada Lovelace", email: "ada@example.com", password: "adalovelace" });
    expect(errorsOf(personal).password).toEqual({ message: "accounts:errors.passwordTooWeak" });
  });

  it("knows only the student and mentor roles", () => {
    expect(errorsOf(studentSignUpSchema.safeParse({ role: "admin", name: "A", email: "a@b.co", password: "t7#Kp2!vQz" })).role).toEqual({
      message: "signup:errors.roleRequired",
    });
  });
});

describe("mentor step 1", () => {
  it("requires a .edu address", () => {
    const values = { role: "mentor", name: "Li Wei", password: "t7#Kp2!vQz" };
    expect(errorsOf(mentorAccountSchema.safeParse({ ...values, email: "li@gmail.com" })).email).toEqual({
      message: "errors:mentor_email_not_edu",
    });
    expect(errorsOf(mentorAccountSchema.safeParse({ ...values, email: "li@edu.com" })).email).toBeDefined();
    expect(errorsOf(mentorAccountSchema.safeParse({ ...values, email: "li@@.edu" })).email).toEqual({ message: "accounts:errors.emailInvalid" });
    expect(mentorAccountSchema.safeParse({ ...values, email: "Li@CS.Stanford.EDU" }).success).toBe(true);
  });
});

describe("mentor step 2", () => {
  const fields = { major: "computer-science", college: "harvard", country: "cn" };

  it("accepts a JPG or PNG up to 500KB and upper-cases the country", () => {
    const result = mentorPictureStepSchema.parse({ ...fields, picture: jpeg(512_000) });
    expect(result.country).toBe("CN");
    expect(mentorPictureStepSchema.safeParse({ ...fields, picture: jpeg(1000, "me.PNG", "image/png") }).success).toBe(true);
    expect(mentorPictureStepSchema.safeParse({ ...fields, picture: jpeg(1000, "me.jpeg") }).success).toBe(true);
  });

  it("requires a picture (an empty file part counts as none)", () => {
    const expected = { message: "errors:picture_required" };
    expect(errorsOf(mentorPictureStepSchema.safeParse({ ...fields, picture: null })).picture).toEqual(expected);
    expect(errorsOf(mentorPictureStepSchema.safeParse({ ...fields, picture: new File([], "") })).picture).toEqual(expected);
    expect(errorsOf(mentorPictureStepSchema.safeParse({ ...fields, picture: "me.jpg" })).picture).toEqual(expected);
  });

  it("checks type by MIME and extension, then the 5MB cap, then 500KB", () => {
    const invalid = { message: "errors:image_invalid_type" };
    expect(pictureProblem(jpeg(10, "me.gif", "image/gif"))).toEqual(invalid);
    expect(pictureProblem(jpeg(10, "me.gif", "image/jpeg"))).toEqual(invalid);
    expect(pictureProblem(jpeg(10, "me.jpg", "image/gif"))).toEqual(invalid);
    expect(pictureProblem(jpeg(10, "me.webp", "image/webp"))).toEqual(invalid);
    expect(pictureProblem({ name: "big.jpg", type: "image/jpeg", size: 6.26 * 1024 * 1024 })).toEqual({
      message: "errors:image_file_too_large",
      params: { size: "6.3" },
    });
    expect(pictureProblem({ name: "big.png", type: "image/png", size: 512_001 })).toEqual({ message: "errors:image_too_large" });
    expect(errorsOf(mentorPictureStepSchema.safeParse({ ...fields, picture: jpeg(600 * 1024) })).picture).toEqual({
      message: "errors:image_too_large",
    });
  });

  it("requires known major, college and country ids", () => {
    expect(errorsOf(mentorPictureStepSchema.safeParse({ picture: jpeg(10), major: "", college: "nowhere", country: "XX" }))).toEqual({
      major: { message: "signup:errors.majorRequired" },
      college: { message: "signup:errors.collegeRequired" },
      country: { message: "signup:errors.countryRequired" },
    });
  });
});

describe("mentor step 3", () => {
  const fields = { languages: ["en", "zh"], satScore: "", interests: "SAT, essays", bio };

  it("parses languages, optional SAT score, interests and bio", () => {
    expect(mentorAboutStepSchema.parse(fields)).toEqual({ languages: ["en", "zh"], satScore: undefined, interests: ["SAT", "essays"], bio });
    expect(mentorAboutStepSchema.parse({ ...fields, satScore: " 1520 " }).satScore).toBe(1520);
  });

  it("needs at least one known language", () => {
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...fields, languages: [] })).languages).toEqual({
      message: "signup:errors.languagesRequired",
    });
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...fields, languages: ["klingon"] })).languages).toBeDefined();
  });

  it.each(["399", "1601", "1500.5", "abc"])("refuses the SAT score %s", (satScore) => {
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...fields, satScore })).satScore).toEqual({ message: "signup:errors.satScoreRange" });
  });

  it("splits interests on commas and requires at least one", () => {
    expect(splitInterests(" SAT , ,essays,, debate ")).toEqual(["SAT", "essays", "debate"]);
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...fields, interests: " , , " })).interests).toEqual({
      message: "signup:errors.interestsRequired",
    });
  });

  it("needs a bio of 50 to 1000 characters, counted as characters", () => {
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...fields, bio: "x".repeat(49) })).bio).toEqual({ message: "signup:errors.bioTooShort" });
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...fields, bio: `  ${"x".repeat(49)}   ` })).bio).toBeDefined();
    expect(mentorAboutStepSchema.safeParse({ ...fields, bio: "x".repeat(50) }).success).toBe(true);
    expect(mentorAboutStepSchema.safeParse({ ...fields, bio: "x".repeat(1000) }).success).toBe(true);
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...fields, bio: "x".repeat(1001) })).bio).toEqual({ message: "signup:errors.bioTooLong" });
    // 30 emoji are 60 UTF-16 units but 30 characters.
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...fields, bio: "🎓".repeat(30) })).bio).toEqual({ message: "signup:errors.bioTooShort" });
  });
});

describe("form values", () => {
  it("reads a multipart form into the whole mentor schema", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      role: "mentor",
      name: "Li Wei",
      email: "li.wei@stanford.edu",
      password: "t7#Kp2!vQz",
      major: "economics",
      college: "stanford",
      country: "US",
      satScore: "",
      interests: "debate",
      bio,
    })) {
      form.set(key, value);
    }
    form.set("picture", jpeg(2000));
    form.append("languages", "en");
    form.append("languages", "es");
    const parsed = mentorSignUpSchema.parse(signUpFormValues(form));
    expect(parsed).toMatchObject({ role: "mentor", languages: ["en", "es"], interests: ["debate"], country: "US" });
    expect(parsed.picture.size).toBe(2000);
  });
});

describe("control characters", () => {
  it("are refused in the name, email and password with their own message", () => {
    const base = { role: "student", name: "Ada", email: "ada@example.com", password: "t7#Kp2!vQz" };
    for (const field of ["name", "email", "password"] as const) {
      const errors = errorsOf(studentSignUpSchema.safeParse({ ...base, [field]: `${base[field]}\u0000` }));
      expect(errors[field], field).toEqual({ message: "errors:invalid_characters" });
    }
  });

  it("are refused in the bio and interests, where line breaks are fine in the bio", () => {
    const about = { languages: ["en"], interests: "SAT, essays", bio: `${bio}\nSecond paragraph.` };
    expect(mentorAboutStepSchema.safeParse(about).success).toBe(true);
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...about, bio: `${bio}\u0000` })).bio).toEqual({ message: "errors:invalid_characters" });
    expect(errorsOf(mentorAboutStepSchema.safeParse({ ...about, interests: "SAT\u0007" })).interests).toEqual({ message: "errors:invalid_characters" });
  });
});
