// Telling a lost database connection from any other failure. The drivers say it in several ways:
// a PostgreSQL SQLSTATE (the server shutting down or refusing connections), a socket error code,
// or only a message (node-postgres when the socket closes under a query, PGlite once closed).
// Drizzle wraps the driver's error in `cause`.

// The connection broke under a statement: the server ended the session (restart, pg_terminate_backend)
// or the socket was cut. The server may be back already: one retry on a new connection is worth it.
const resetCodes = new Set(["57P01", "57P02", "08003", "08006", "ECONNRESET", "EPIPE"]);
const resetMessages = [/^Connection terminated/, /connection error and is not queryable/];

// No connection at all: the server is down, starting, full or unreachable.
const unavailableCodes = new Set([
  "57P03",
  "08000",
  "08001",
  "08004",
  "08P01",
  "53300",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const unavailableMessages = [/timeout exceeded when trying to connect/, /^PGlite is closed/, /Client was closed and is not queryable/];

/** The errors an error carries: itself, its causes, and the attempts of an AggregateError. */
function* chain(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (depth > 5 || typeof error !== "object" || error === null) return;
  yield error as { code?: unknown; message?: unknown };
  yield* chain((error as { cause?: unknown }).cause, depth + 1);
  if (error instanceof AggregateError) for (const inner of error.errors) yield* chain(inner, depth + 1);
}

function matches(error: unknown, codes: Set<string>, messages: RegExp[]): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === "string" && codes.has(link.code)) return true;
    if (typeof link.message === "string" && messages.some((m) => m.test(link.message as string))) return true;
  }
  return false;
}

/** The connection to the database broke under a statement (a retry on a new one may succeed). */
export function isConnectionReset(error: unknown): boolean {
  return matches(error, resetCodes, resetMessages);
}

/** The database could not be reached or the connection was lost: try again shortly (503), not a bug (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isConnectionReset(error) || matches(error, unavailableCodes, unavailableMessages);
}

/** How long a client should wait before asking again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
