// A practice session's choices and limits, apart from the requests' rules (practice-requests.ts,
// with zod): the start form and the summary show them without loading zod.
export const PRACTICE_DEFAULTS = { count: 10, secondsPerQuestion: 60, totalSeconds: 3000 } as const;
export const QUESTION_COUNTS = [5, 10, 20, 45] as const;
export const SECONDS_PER_QUESTION = { min: 10, max: 600 } as const;
export const TOTAL_SECONDS = { min: 60, max: 14_400 } as const;
export const REPORT_MESSAGE = { min: 10, max: 1000 } as const;
