// A college application's choices (spec §3, §4): the database's columns and checks, the form and
// every label use these lists. Browser-safe.

export const applicationStatuses = ["not-started", "in-progress", "submitted", "accepted", "rejected", "waitlisted"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const competitivenessLevels = ["safety", "target", "reach"] as const;
export type Competitiveness = (typeof competitivenessLevels)[number];

/** Common App progress steps: Not Started 0, Started 33, Revised 66, Completed 100. */
export const commonAppSteps = [0, 33, 66, 100] as const;
export type CommonAppStep = (typeof commonAppSteps)[number];

/** Essay progress steps: Not Started 0, Brainstorming 25, Drafting 50, Reviewing 75, Completed 100; N/A is null. */
export const essaySteps = [0, 25, 50, 75, 100] as const;
export type EssayStep = (typeof essaySteps)[number];

export const SAT_MIN = 400;
export const SAT_MAX = 1600;
