import { describe, expect, it } from "vitest";
import { buildBio, type BioFacts } from "./demo-people";
import { createRandom } from "./random";

const facts: BioFacts = {
  firstName: "Caleb",
  collegeName: "Harvard University",
  majorName: "Economics",
  year: "first-year",
  countryName: "Canada",
  hometown: null,
  satScore: 1540,
  offersSat: true,
  languageNames: ["French"],
  interests: [],
  focus: "essay",
};

describe("demo bios", () => {
  it("put 'an' before a major that starts with a vowel sound", () => {
    const bios = Array.from({ length: 200 }, (_, seed) => buildBio(createRandom(seed), facts));
    expect(bios.some((bio) => bio.includes("I'm an Economics major"))).toBe(true);
    for (const bio of bios) expect(bio).not.toMatch(/\ba [AEIOUaeiou]/);
  });
});
