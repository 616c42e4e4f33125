import pino from "pino";
import { serializeError } from "./safe-error";

export type Logger = pino.Logger;

/**
 * One JSON object per line. Errors are logged under `err` (or as the first argument) and keep
 * their type, message, stack, SQLSTATE and constraint, never a query's parameters (safe-error.ts).
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "unibridge" },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
