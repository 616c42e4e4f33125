import type { SatDifficulty, SatDomain, SatSection } from "../taxonomy";

/**
 * The shape of every mock test (spec §9, College Board's published digital SAT blueprint): reading
 * and writing, then math, each as module 1 and one of two module 2s chosen by the module 1
 * result. Each module holds two unscored pilot items. Domain counts are per module's scored items.
 */
export const MOCK_TEST_COUNT = 10;
export const MOCK_PRICE_CENTS = 9900;
export const PILOTS_PER_MODULE = 2;

export const mockForms = ["m1", "m2e", "m2h"] as const;
/** Module 1, or module 2 in its easier or harder version. */
export type MockForm = (typeof mockForms)[number];

export const mockSectionShape = {
  english: { questions: 27, seconds: 1920 },
  math: { questions: 22, seconds: 2100 },
} as const satisfies Record<SatSection, { questions: number; seconds: number }>;

/** The four modules a student takes, in order; `stage` 2 is chosen by routing. */
export const mockModuleOrder = [
  { index: 0, section: "english", stage: 1 },
  { index: 1, section: "english", stage: 2 },
  { index: 2, section: "math", stage: 1 },
  { index: 3, section: "math", stage: 2 },
] as const satisfies readonly { index: number; section: SatSection; stage: 1 | 2 }[];

export const MOCK_TOTAL_QUESTIONS = 2 * (mockSectionShape.english.questions + mockSectionShape.math.questions);
export const MOCK_TOTAL_MINUTES = (2 * (mockSectionShape.english.seconds + mockSectionShape.math.seconds)) / 60;
/** The optional break between the sections. */
export const MOCK_BREAK_SECONDS = 600;

/** Scored items per domain in one module (25 reading and writing, 20 math). */
export const mockDomainCounts: Record<SatSection, Partial<Record<SatDomain, number>>> = {
  english: {
    "craft-and-structure": 7,
    "information-and-ideas": 6,
    "standard-english-conventions": 7,
    "expression-of-ideas": 5,
  },
  math: {
    algebra: 7,
    "advanced-math": 7,
    "problem-solving-and-data-analysis": 3,
    "geometry-and-trigonometry": 3,
  },
};

/** Scored items per difficulty in each form: module 2's versions lean easy or hard. */
export const mockDifficultyCounts: Record<SatSection, Record<MockForm, Record<SatDifficulty, number>>> = {
  english: {
    m1: { easy: 8, medium: 9, hard: 8 },
    m2e: { easy: 11, medium: 10, hard: 4 },
    m2h: { easy: 4, medium: 10, hard: 11 },
  },
  math: {
    m1: { easy: 7, medium: 6, hard: 7 },
    m2e: { easy: 10, medium: 7, hard: 3 },
    m2h: { easy: 3, medium: 7, hard: 10 },
  },
};

/** The digital SAT's order inside a reading and writing module. */
export const englishDomainOrder: SatDomain[] = [
  "craft-and-structure",
  "information-and-ideas",
  "standard-english-conventions",
  "expression-of-ideas",
];

/** "mock-01-english-m1": a module's id, the subsectionId of its items. */
export function mockModuleId(test: number, section: SatSection, form: MockForm): string {
  return `mock-${String(test).padStart(2, "0")}-${section}-${form}`;
}
