import { describe, expect, it } from "vitest";
import { escapeLike, initials, shortName } from "./names";

describe("shortName", () => {
  it.each([
    ["Ada Lovelace", "Ada L."],
    ["  mei   ling  zhang ", "mei Z."],
    ["Plato", "Plato"],
    ["", ""],
  ])("%j -> %j", (input, expected) => expect(shortName(input)).toBe(expected));
});

describe("escapeLike", () => {
  it("escapes wildcards and the escape character", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
  });
});

describe("initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["  mei   ling  zhang ", "ML"],
    ["Plato", "P"],
    ["", ""],
  ])("%j -> %j", (input, expected) => expect(initials(input)).toBe(expected));
});
