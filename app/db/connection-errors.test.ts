import { describe, expect, it } from "vitest";
import { isConnectionReset, isDatabaseUnavailable } from "./connection-errors";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error.
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });

describe("lost database connections", () => {
  it.each([
    ["the server ending the session (restart, pg_terminate_backend)", withCode("57P01", "terminating connection due to administrator command")],
    ["a crash shutdown", withCode("57P02")],
    ["a connection failure during a statement", withCode("08006")],
    ["a reset socket", withCode("ECONNRESET")],
    ["node-postgres losing the socket under a query", new Error("Connection terminated unexpectedly")],
    ["the same, wrapped by drizzle", wrapped(new Error("Connection terminated unexpectedly"))],
  ])("a reset: %s", (_what, error) => {
    expect(isConnectionReset(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["every address refusing (localhost on IPv4 and IPv6)", wrapped(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]))],
    ["the server starting up", withCode("57P03", "the database system is starting up")],
    ["too many connections", withCode("53300")],
    ["the pool's connection timeout", new Error("timeout exceeded when trying to connect")],
    ["a closed embedded database", wrapped(new Error("PGlite is closed"))],
  ])("unavailable but not a reset: %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isConnectionReset(error)).toBe(false);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a syntax error", wrapped(withCode("42601"))],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "ECONNRESET"],
  ])("anything else is neither: %s", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isConnectionReset(error)).toBe(false);
  });
});
