import { describe, expect, it } from "vitest";
import { commonPasswords } from "./common-passwords";
import { isPasswordTooWeak } from "./password-strength";

describe("isPasswordTooWeak", () => {
  it("ships about a thousand lower-case common passwords", () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(1000);
    for (const password of commonPasswords) expect(password).toBe(password.toLowerCase());
  });

  it.each([
    "123456",
    "password",
    "qwerty",
    "111111",
    "abc123",
    "iloveyou",
    "123123",
    "admin",
    "letmein",
    "welcome",
    "monkey",
    "dragon",
    "football",
    "baseball",
    "sunshine",
    "princess",
    "PASSWORD",
    "Password",
    "LetMeIn",
    "woaini1314",
  ])("refuses the common password %s", (password) => {
    expect(isPasswordTooWeak(password)).toBe(true);
  });

  it.each(["monkey2024", "dragon!", "Sunshine123!"])("refuses a common word with a suffix: %s", (password) => {
    expect(isPasswordTooWeak(password)).toBe(true);
  });

  it.each(["aaaaaaa", "9999999999", "zzzzzz", "!!!!!!!!"])("refuses one repeated character: %s", (password) => {
    expect(isPasswordTooWeak(password)).toBe(true);
  });

  it.each(["123456789", "abcdef", "abcdefghij", "987654", "zyxwvu", "3456789", "qwertyui", "lkjhgf"])(
    "refuses a simple sequence: %s",
    (password) => {
      expect(isPasswordTooWeak(password)).toBe(true);
    },
  );

  it("refuses the email's local part, the email itself and the name", () => {
    const context = { email: "ada.lovelace@example.com", name: "Ada Lovelace" };
    expect(isPasswordTooWeak("ada.lovelace", context)).toBe(true);
    expect(isPasswordTooWeak("Ada.Lovelace", context)).toBe(true);
    expect(isPasswordTooWeak("adalovelace", context)).toBe(true);
    expect(isPasswordTooWeak("lovelace", context)).toBe(true);
    expect(isPasswordTooWeak("Lovelace1815", context)).toBe(true);
    expect(isPasswordTooWeak("ada lovelace", context)).toBe(true);
    expect(isPasswordTooWeak("ada.lovelace@example.com", context)).toBe(true);
  });

  it.each(["Unibridge-demo-1", "correct horse battery staple", "t7#Kp2!vQz", "Mentoring-2030!", "北京的秋天很美"])(
    "accepts a reasonable password: %s",
    (password) => {
      expect(isPasswordTooWeak(password, { email: "ada.lovelace@example.com", name: "Ada Lovelace" })).toBe(false);
    },
  );

  it("does not treat an unrelated password as personal", () => {
    expect(isPasswordTooWeak("river-stone-42", { email: "li.wei@school.edu", name: "Li Wei" })).toBe(false);
    expect(isPasswordTooWeak("river-stone-42", { email: null, name: null })).toBe(false);
  });
});
