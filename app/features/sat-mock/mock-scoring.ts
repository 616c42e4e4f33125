import type { MockForm } from "~content/sat/mock/blueprint";
import type { SatDifficulty, SatSection } from "~content/sat/taxonomy";

/**
 * Routing and the score estimate (decision 0020). Ours, not the College Board's: their item
 * parameters and conversion tables are not public.
 *
 * Routing: module 2 is the harder form when at least 60% of module 1's scored items are right.
 * Estimate: a Rasch model with one difficulty per level (easy -1, medium 0, hard +1 logits), the
 * ability's posterior mean and spread over a grid with a normal prior, mapped to 200-800 as
 * 500 + 100 per logit. Pilots are never scored.
 */
export const ROUTING_SHARE = 0.6;
export const ITEM_LOGITS: Record<SatDifficulty, number> = { easy: -1, medium: 0, hard: 1 };
const PRIOR_SD = 1.5;
const SCALE_CENTER = 500;
const SCALE_PER_LOGIT = 100;
const MIN_HALF_RANGE = 20;

export function routeSecondModule(correctScored: number, scoredCount: number): Extract<MockForm, "m2e" | "m2h"> {
  return correctScored >= Math.ceil(scoredCount * ROUTING_SHARE) ? "m2h" : "m2e";
}

export interface ScoredResponse {
  difficulty: SatDifficulty;
  correct: boolean;
}

export interface ScoreEstimate {
  score: number;
  low: number;
  high: number;
}

const clampScale = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const round10 = (n: number) => Math.round(n / 10) * 10;

/** A section's estimate on 200-800 from its scored responses (an unanswered item is wrong). */
export function estimateSection(responses: readonly ScoredResponse[]): ScoreEstimate {
  let weight = 0;
  let mean = 0;
  let square = 0;
  for (let theta = -5; theta <= 5.0001; theta += 0.02) {
    let logLikelihood = -(theta * theta) / (2 * PRIOR_SD * PRIOR_SD);
    for (const r of responses) {
      const p = 1 / (1 + Math.exp(-(theta - ITEM_LOGITS[r.difficulty])));
      logLikelihood += Math.log(r.correct ? p : 1 - p);
    }
    const w = Math.exp(logLikelihood);
    weight += w;
    mean += w * theta;
    square += w * theta * theta;
  }
  const theta = mean / weight;
  const sd = Math.sqrt(Math.max(0, square / weight - theta * theta));
  const score = clampScale(round10(SCALE_CENTER + SCALE_PER_LOGIT * theta), 200, 800);
  const half = Math.max(MIN_HALF_RANGE, round10(SCALE_PER_LOGIT * sd));
  return { score, low: clampScale(score - half, 200, 800), high: clampScale(score + half, 200, 800) };
}

export function estimateTotal(english: ScoreEstimate, math: ScoreEstimate): ScoreEstimate {
  return { score: english.score + math.score, low: english.low + math.low, high: english.high + math.high };
}

export type MockScore = Record<SatSection | "total", ScoreEstimate>;
