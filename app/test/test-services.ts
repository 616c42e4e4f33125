import { AppError } from "~/lib/errors";
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import pino from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { RouterContextProvider, type RouterContext } from "react-router";
import type { Db } from "~/db/db.server";
import { eq } from "drizzle-orm";
import { accounts, users } from "~/db/schema";
import { emailOutbox } from "~/db/schema/outbox";
import type { Role } from "~/db/schema/users";
import { deliverDueEmails } from "~/features/email/deliver-outbox.server";
import { createMailTransport } from "~/features/email/mail-transport.server";
import { createLocalGateway } from "~/features/payments/create-local-gateway.server";
import { mailText } from "./received-mail";
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from "./smtp-test-server";

import { localeContext, servicesContext, type AppServices } from "~/lib/app-context.server";
import { systemClock } from "~/lib/clock.server";
import type { Config } from "~/lib/config.server";
import type { Locale } from "~/lib/i18n";
import { createSharedReads } from "~/lib/shared-reads.server";
import { createAppAuth } from "~/features/accounts/create-app-auth.server";

// Test use only: accounts straight in the database, the app's real auth on a test database,
// and the emails it queues pushed to a real SMTP server.

export const TEST_SECRET = "test-secret-for-accounts-integration-tests-0123456789";
export const TEST_PASSWORD = "Lantern-Harbor-42";

export interface TestAccount {
  email: string;
  name?: string;
  password?: string;
  role?: Role;
  verified?: boolean;
  disabled?: boolean;
  locale?: Locale;
}

export async function createTestAccount(db: Db, account: TestAccount, passwordHash?: string): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = account.email.toLowerCase();
  await db.insert(users).values({
    id,
    email,
    name: account.name ?? "Ada Lovelace",
    role: account.role ?? "student",
    emailVerified: account.verified ?? true,
    disabled: account.disabled ?? false,
    locale: account.locale ?? "en",
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: passwordHash ?? (await hashOfPassword(account.password ?? TEST_PASSWORD)),
  });
  return { id, email };
}

let testPasswordHash: Promise<string> | undefined;

/** TEST_PASSWORD is hashed once per test file: hashing is slow on purpose, and no test needs its own salt. */
function hashOfPassword(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

/**
 * Turns two-factor sign-in on for a signed-in test admin, as finishing /two-factor-setup does:
 * the admin routes let an admin in only then. (Turned on before signing in, the sign-in would
 * stop at the code step.)
 */
export async function enableTwoFactor(db: Db, email: string): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, email.toLowerCase()));
}

/** Many accounts with TEST_PASSWORD. */
export async function createTestAccounts(db: Db, count: number, prefix: string): Promise<{ id: string; email: string }[]> {
  const hash = await hashOfPassword(TEST_PASSWORD);
  const created = [];
  for (let i = 0; i < count; i++) created.push(await createTestAccount(db, { email: uniqueEmail(`${prefix}${i}`) }, hash));
  return created;
}

let emailCounter = 0;
/** A fresh address per call, so tests in one suite database never collide. */
export function uniqueEmail(prefix = "user", domain = "example.com"): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@${domain}`;
}

export const TEST_WEBHOOK_SECRET = "whsec_test-webhook-secret-for-integration-tests";

export function testServices(db: Db, appUrl = "http://localhost:3000"): AppServices {
  const config = { appUrl, authSecret: TEST_SECRET, blockedEmailDomains: [], google: {} } as unknown as Config;
  // better-auth's warnings ("Invalid password") are expected here; its errors still fail the test.
  const authLogger = pino({ level: "error" }, { write: (line: string) => console.error(line) });
  const auth = createAppAuth({ db, config, notifyOutbox: () => {}, logger: authLogger });
  return {
    db,
    auth,
    config,
    logger: pino({ level: "silent" }),
    notifyOutbox: () => {},
    paymentGateway: createLocalGateway({ db, appUrl }),
    webhookSecret: TEST_WEBHOOK_SECRET,
    notifyJobs: () => {},
    // Nothing shared between reads: tests change the catalogue and read it straight back.
    sharedReads: createSharedReads({ ttlMs: 0 }),
    clock: systemClock,
  };
}

export function routeContext(services: AppServices, locale: Locale = "en"): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [servicesContext, services],
      [localeContext, locale],
    ]),
  );
}

/** A real SMTP server plus a way to push the outbox to it, as the mail worker would. */
export async function startTestMail(db: Db) {
  const smtp: SmtpTestServer = await startSmtpTestServer();
  const transport = createMailTransport({ smtpUrl: smtp.url, mailFrom: "Unibridge <no-reply@unibridge.test>" });
  return {
    smtp,
    async deliver() {
      await deliverDueEmails(db, transport);
    },
    async close() {
      transport.close?.();
      await smtp.close();
    },
  };
}

export type TestMail = Awaited<ReturnType<typeof startTestMail>>;

/**
 * Hooks for a suite whose services send account emails: the app's services and a test SMTP
 * server for the whole suite, and an empty outbox and inbox before each test. Read the fields
 * inside tests and hooks (they are set in beforeAll).
 */
export function setUpMailSuite(getDb: () => Db, appUrl: string): { services: AppServices; mail: TestMail } {
  const suite = {} as { services: AppServices; mail: TestMail };
  beforeAll(async () => {
    suite.services = testServices(getDb(), appUrl);
    suite.mail = await startTestMail(getDb());
  });
  afterAll(async () => {
    await suite.mail.close();
  });
  beforeEach(async () => {
    await getDb().delete(emailOutbox);
    suite.mail.smtp.received.length = 0;
  });
  return suite;
}

/** The first link in a message that contains `fragment`. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const links = mailText(mail).match(/https?:\/\/[^\s"<>]+/g) ?? [];
  const link = links.find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in:\n${mail.raw}`);
  return link;
}

/** Set-Cookie headers as a Cookie header, the way a browser would send them back. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !/=$/.test(pair))
    .join("; ");
}

/** The AppError code a service call is refused with, or null when it succeeds. */
export async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}
