import { satSubsections, type SatSubsectionId } from "~content/sat/taxonomy";

export type PracticeSubject = "math" | "english";
/** A review session takes up to this many due questions. */
export const REVIEW_SIZE = 10;
export const REVIEW_SUBSECTIONS = { math: "review-math", english: "review-english" } as const;
export type ReviewSubsectionId = (typeof REVIEW_SUBSECTIONS)[PracticeSubject];

export function isReviewSubsection(id: string): id is ReviewSubsectionId {
  return id === REVIEW_SUBSECTIONS.math || id === REVIEW_SUBSECTIONS.english;
}

export function subjectOf(subsectionId: string): PracticeSubject {
  if (isReviewSubsection(subsectionId)) return subsectionId === REVIEW_SUBSECTIONS.math ? "math" : "english";
  const subsection = satSubsections.find((s) => s.id === subsectionId);
  if (!subsection) throw new Error(`unknown subsection ${subsectionId}`);
  return subsection.section;
}

/** The page of a session: its subsection's practice page, or the review page of its subject. */
export function practicePath(subsectionId: string): string {
  if (isReviewSubsection(subsectionId)) return `/sat-practice/review/${subjectOf(subsectionId)}`;
  const subsection = satSubsections.find((s) => s.id === (subsectionId as SatSubsectionId))!;
  return `/sat-practice/${subsection.section}/${subsection.level}`;
}
