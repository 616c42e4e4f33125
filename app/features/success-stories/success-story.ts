import { z } from "zod";
import type { evidenceTypes } from "~/db/schema/evidence-types";

export type EvidenceType = (typeof evidenceTypes)[number];

/** What a story proves, by kind (spec §3 successResults.evidenceDetails). */
export type Evidence =
  | { type: "score-improvement"; before: number; after: number }
  | { type: "admission-offer" | "interview-success"; achievement: string }
  | { type: "scholarship"; amount: string };

export interface SuccessStory {
  id: string;
  studentName: string;
  college: string;
  year: number;
  mentorName: string;
  evidence: Evidence;
  testimonial: string;
}

const detailsSchemas = {
  "score-improvement": z.object({ before: z.number().int(), after: z.number().int() }),
  "admission-offer": z.object({ achievement: z.string() }),
  "interview-success": z.object({ achievement: z.string() }),
  scholarship: z.object({ amount: z.string() }),
} as const;

/** The stored details read for their kind; null when a row's details do not fit it. */
export function parseEvidence(type: EvidenceType, details: unknown): Evidence | null {
  const parsed = detailsSchemas[type].safeParse(details);
  return parsed.success ? ({ type, ...parsed.data } as Evidence) : null;
}
