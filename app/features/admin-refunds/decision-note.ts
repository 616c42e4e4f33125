/** The longest note an admin may send a student when declining a guarantee request (the schema and the form both use it). */
export const DECISION_NOTE_MAX = 500;
