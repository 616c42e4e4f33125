// PostgreSQL SQLSTATE codes the services react to.
export const pgErrorCodes = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  restrictViolation: "23001",
  checkViolation: "23514",
} as const;

/** The SQLSTATE of a database error, looking through Drizzle's wrapping (`cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint named in a database error, if any. */
export function pgConstraint(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
  }
  return undefined;
}
