import { describe, expect, it, vi } from "vitest";
import en from "~/locales/en/errors.json";
import zh from "~/locales/zh/errors.json";
import { AppError, errorMessageKey, errorStatus } from "./errors";
import { failureOf, jsonError, jsonFailure } from "./error-response.server";

describe("the error map", () => {
  it("has a message for every code in both languages", () => {
    for (const code of Object.keys(errorStatus)) {
      expect(en, code).toHaveProperty([code]);
      expect(zh, code).toHaveProperty([code]);
    }
    expect(errorMessageKey("slot_taken")).toBe("errors:slot_taken");
  });

  it("answers a code with its status and the message in the asker's language", async () => {
    const english = jsonError("slot_taken", { locale: "en", extra: { slots: [] } });
    expect(english.status).toBe(409);
    expect(await english.json()).toEqual({ error: "slot_taken", message: en.slot_taken, slots: [] });
    const chinese = jsonError("invalid_parameter", { locale: "zh", params: { field: "page" } });
    expect(chinese.status).toBe(400);
    expect(await chinese.json()).toEqual({ error: "invalid_parameter", message: zh.invalid_parameter.replace("{{field}}", "page") });
  });

  it("gives machines the code only, and can show another code's message", async () => {
    expect(await jsonError("invalid_webhook", { extra: { reason: "signature" } }).json()).toEqual({ error: "invalid_webhook", reason: "signature" });
    expect(await jsonError("not_found", { locale: "en", message: "mentor_not_found" }).json()).toEqual({ error: "not_found", message: en.mentor_not_found });
  });

  it("answers a lost database connection 503 with Retry-After, in the asker's language", async () => {
    const logger = { error: vi.fn() };
    const lost = Object.assign(new Error("Failed query: select 1"), { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) });
    expect(failureOf(lost, logger, "signing in failed")).toEqual({ code: "service_unavailable", status: 503, params: {}, headers: { "Retry-After": "5" } });
    // The cause only: not the failed statement and its parameters.
    expect(logger.error).toHaveBeenCalledWith({ cause: "Error: connect ECONNREFUSED 127.0.0.1:5432" }, "signing in failed: the database is unavailable");
    const answer = jsonFailure(lost, { locale: "zh", logger, what: "x" });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("5");
    expect(await answer.json()).toEqual({ error: "service_unavailable", message: zh.service_unavailable });
  });

  it("turns a service's refusal into its code, status and Retry-After", () => {
    const logger = { error: vi.fn() };
    expect(failureOf(new AppError("too_many_requests", { retryAfter: 30 }), logger, "x")).toEqual({
      code: "too_many_requests",
      status: 429,
      params: { retryAfter: 30 },
      headers: { "Retry-After": "30" },
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("logs anything else as a bug and answers 500 without its details", async () => {
    const logger = { error: vi.fn() };
    const bug = new Error("connection string with a password");
    const response = jsonFailure(bug, { locale: "en", logger, what: "saving failed" });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "unexpected", message: en.unexpected });
    expect(logger.error).toHaveBeenCalledWith({ err: bug }, "saving failed");
  });
});
