// An audit row's before/after as lines a person reads: one per field that is in either side,
// "field: old → new". Other helpers' actions write their own fields; unknown ones still read well.

export interface ChangeLine {
  field: string;
  before: unknown;
  after: unknown;
}

export function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangeLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }))
    .filter((line) => JSON.stringify(line.before) !== JSON.stringify(line.after));
}

/** "blog_post.published" -> "blog post published": how an action without its own label reads. */
export function humanizeAction(action: string): string {
  return action.replace(/[._]+/g, " ").trim();
}

/** "emailSent" / "email_sent" -> "email sent". */
export function humanizeField(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_+/g, " ")
    .toLowerCase()
    .trim();
}

const MAX_VALUE_LENGTH = 120;

/** A value as short text; booleans and missing values are left to the caller's words. */
export function valueText(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}
