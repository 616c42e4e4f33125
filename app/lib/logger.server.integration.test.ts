import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "~/db/schema";
import { pinoLog } from "./auth.server";
import { failureOf } from "./error-response.server";
import { createLogger } from "./logger.server";
import { describeError } from "./safe-error";
import { createTestAccount, uniqueEmail } from "~/test/test-services";
import { describeEachDb } from "~/test/test-database";

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describeEachDb("a failed query in the log", (getDb) => {
  const name = "Wilhelmina Quartermaine";
  let email: string;
  let failure: unknown;
  beforeAll(async () => {
    email = uniqueEmail("wilhelmina");
    await createTestAccount(getDb(), { email, name });
    // The unique index on users.email refuses the second account: the insert's parameters
    // carry the person's name and address.
    failure = await getDb()
      .insert(users)
      .values({ id: "second-account-id", email, name, role: "student" })
      .then(() => null, (error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
  });

  it("is one JSON line with the statement, SQLSTATE and constraint, and none of the parameters", () => {
    const { logger, lines } = capturedLogger();
    logger.error({ err: failure }, "creating an account failed");
    logger.error(failure, "as the first argument");
    failureOf(failure, logger, "through the error answer");
    pinoLog(logger)("error", "better-auth could not create the user", failure);

    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line.endsWith("\n") && !line.slice(0, -1).includes("\n")).toBe(true);
      const entry = JSON.parse(line) as { err: { message: string; code?: string; cause?: { code?: string; constraint?: string } } };
      expect(entry.err.message).toContain('insert into "users"');
      expect(entry.err.cause).toMatchObject({ code: "23505", constraint: "users_email_unique" });
      expect(line).not.toContain(email);
      expect(line).not.toContain(email.split("@")[0]);
      expect(line).not.toContain(name);
      expect(line).not.toContain("second-account-id");
    }
    expect(lines.join("")).not.toMatch(/params/);
  });

  it("is described for an error column without the parameters", async () => {
    const description = describeError(failure);
    expect(description).toContain("users_email_unique");
    expect(description).not.toContain(email);
    expect(description).not.toContain(name);
    // The first account is untouched.
    expect(await getDb().select({ name: users.name }).from(users).where(eq(users.email, email))).toEqual([{ name }]);
  });
});
