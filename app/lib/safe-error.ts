// What of a thrown value may be written to a log line or an error column. Logs carry no personal
// data: a failed query's parameters (addresses, names, message text), PostgreSQL's `detail`
// ("Key (email)=(…) already exists") and `where`, and any other field of an error are left out;
// addresses in a message (an SMTP server's "550 <someone@example.com> rejected") are blanked.

/** Fields that name things (the SQLSTATE, the table, column and constraint) but hold no values. */
const namingFields = ["code", "severity", "schema", "table", "column", "constraint", "routine", "status", "statusCode"] as const;
const maxDepth = 5;

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  /** The statement of a failed query, with its placeholders ($1, $2) and without their values. */
  query?: string;
  cause?: SafeError;
  errors?: SafeError[];
  [field: string]: unknown;
}

const addressPattern = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:]+/g;
// PostgreSQL quotes the offending input in these messages.
const quotedInputPatterns: [RegExp, string][] = [
  [/(invalid input (?:syntax|value) for [^:\n]+: )"[^"\n]*"/g, '$1"[value]"'],
  [/(value )"[^"\n]*"( is out of range)/g, '$1"[value]"$2'],
];

/** Blanks email addresses and the input values PostgreSQL quotes in its messages. */
export function redactPersonalData(text: string): string {
  let redacted = text.replace(addressPattern, "[address]");
  for (const [pattern, replacement] of quotedInputPatterns) redacted = redacted.replace(pattern, replacement);
  return redacted;
}

/** The error's message without the parameters Drizzle appends ("Failed query: …\nparams: …"). */
function withoutParameters(text: string, error: object): string {
  const { params } = error as { params?: unknown };
  if (!Array.isArray(params)) return text;
  const appended = `\nparams: ${String(params)}`;
  return text.split(appended).join("");
}

function cleanText(text: string, error: object): string {
  return redactPersonalData(withoutParameters(text, error));
}

/** A log-safe copy of a thrown value (pino's `err` serializer). */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactPersonalData(String(error)) };
  // Drizzle's query error keeps the name "Error"; its class says what it is.
  const type = error.name !== "Error" ? error.name : error.constructor.name;
  const safe: SafeError = { type, message: cleanText(error.message, error) };
  if (error.stack) safe.stack = cleanText(error.stack, error);
  const { query } = error as { query?: unknown };
  if (typeof query === "string") safe.query = query;
  for (const field of namingFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") safe[field] = value;
  }
  if (depth < maxDepth && error.cause !== undefined) safe.cause = serializeError(error.cause, depth + 1);
  if (depth < maxDepth && error instanceof AggregateError) safe.errors = error.errors.map((inner) => serializeError(inner, depth + 1));
  return safe;
}

/** One line that says what went wrong, for last_error columns and log fields: "Type: message (caused by Type: message)". */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redactPersonalData(String(error)).slice(0, 2000);
  const parts: string[] = [];
  for (let safe: SafeError | undefined = serializeError(error); safe; safe = safe.cause) parts.push(`${safe.type}: ${safe.message}`);
  return parts.join(" (caused by ").concat(")".repeat(parts.length - 1)).slice(0, 2000);
}
