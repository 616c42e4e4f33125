import { describe, expect, it } from "vitest";
import { emailDomain, emailField, passwordField } from "./account-fields";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe("account fields", () => {
  it("normalises email and reports message keys", () => {
    expect(emailField.parse("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(messages(emailField.safeParse(""))).toEqual(["errors.required"]);
    expect(messages(emailField.safeParse("not-an-email"))).toEqual(["errors.emailInvalid"]);
  });

  it("needs at least 6 characters of password", () => {
    expect(messages(passwordField.safeParse(""))).toContain("errors.required");
    expect(messages(passwordField.safeParse("12345"))).toEqual(["errors.passwordTooShort"]);
    expect(passwordField.safeParse("123456").success).toBe(true);
    expect(messages(passwordField.safeParse("x".repeat(129)))).toEqual(["errors.passwordTooLong"]);
  });

  it("finds the domain", () => {
    expect(emailDomain("a.b@Sub.Example.EDU")).toBe("sub.example.edu");
  });
});
