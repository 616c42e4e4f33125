// What a success story's evidence is. A plain list, not a table: the stories page shows it as
// filters without loading the database code into the browser.
export const evidenceTypes = [
  "score-improvement",
  "admission-offer",
  "scholarship",
  "interview-success",
] as const;
