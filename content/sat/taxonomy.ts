/**
 * The digital SAT's content domains and skills (College Board's published test specification),
 * and the practice bank's seven subsections. A closed list: every item names one skill, and its
 * domain and section follow from it.
 */
export const satSections = ["math", "english"] as const;
export type SatSection = (typeof satSections)[number];

export const satDifficulties = ["easy", "medium", "hard"] as const;
export type SatDifficulty = (typeof satDifficulties)[number];

export const satDomains = {
  "information-and-ideas": {
    section: "english",
    skills: ["central-ideas-and-details", "command-of-evidence-textual", "command-of-evidence-quantitative", "inferences"],
  },
  "craft-and-structure": {
    section: "english",
    skills: ["words-in-context", "text-structure-and-purpose", "cross-text-connections"],
  },
  "expression-of-ideas": {
    section: "english",
    skills: ["rhetorical-synthesis", "transitions"],
  },
  "standard-english-conventions": {
    section: "english",
    skills: ["boundaries", "form-structure-and-sense"],
  },
  algebra: {
    section: "math",
    skills: [
      "linear-equations-in-one-variable",
      "linear-functions",
      "linear-equations-in-two-variables",
      "systems-of-two-linear-equations",
      "linear-inequalities",
    ],
  },
  "advanced-math": {
    section: "math",
    skills: ["nonlinear-functions", "nonlinear-equations-and-systems", "equivalent-expressions"],
  },
  "problem-solving-and-data-analysis": {
    section: "math",
    skills: [
      "ratios-rates-proportions-units",
      "percentages",
      "one-variable-data",
      "two-variable-data",
      "probability",
      "inference-from-samples",
      "evaluating-statistical-claims",
    ],
  },
  "geometry-and-trigonometry": {
    section: "math",
    skills: ["area-and-volume", "lines-angles-triangles", "right-triangles-and-trigonometry", "circles"],
  },
} as const;

export type SatDomain = keyof typeof satDomains;
export type SatSkill = (typeof satDomains)[SatDomain]["skills"][number];
export type MathSkill = (typeof satDomains)["algebra" | "advanced-math" | "problem-solving-and-data-analysis" | "geometry-and-trigonometry"]["skills"][number];
export type EnglishSkill = Exclude<SatSkill, MathSkill>;

export const satSkills: readonly SatSkill[] = Object.values(satDomains).flatMap((d) => d.skills);
export const mathSkills = satSkills.filter((s) => sectionOfSkill(s) === "math") as MathSkill[];
export const englishSkills = satSkills.filter((s) => sectionOfSkill(s) === "english") as EnglishSkill[];

export function domainOfSkill(skill: SatSkill): SatDomain {
  for (const [domain, d] of Object.entries(satDomains)) {
    if ((d.skills as readonly string[]).includes(skill)) return domain as SatDomain;
  }
  throw new Error(`unknown SAT skill ${skill}`);
}

export function sectionOfSkill(skill: SatSkill): SatSection {
  return satDomains[domainOfSkill(skill)].section;
}

/** The practice bank: Mathematics easy/intermediate/hard, English easy/intermediate/hard/grammar. */
export const satSubsections = [
  { id: "math-easy", section: "math", level: "easy", difficulty: "easy" },
  { id: "math-intermediate", section: "math", level: "intermediate", difficulty: "medium" },
  { id: "math-hard", section: "math", level: "hard", difficulty: "hard" },
  { id: "english-easy", section: "english", level: "easy", difficulty: "easy" },
  { id: "english-intermediate", section: "english", level: "intermediate", difficulty: "medium" },
  { id: "english-hard", section: "english", level: "hard", difficulty: "hard" },
  // Standard English Conventions at every difficulty.
  { id: "english-grammar", section: "english", level: "grammar", difficulty: null },
] as const satisfies readonly { id: string; section: SatSection; level: string; difficulty: SatDifficulty | null }[];

export type SatSubsection = (typeof satSubsections)[number];
export type SatSubsectionId = SatSubsection["id"];
export const ITEMS_PER_SUBSECTION = 45;

export function findSubsection(section: string, level: string): SatSubsection | undefined {
  return satSubsections.find((s) => s.section === section && s.level === level);
}
