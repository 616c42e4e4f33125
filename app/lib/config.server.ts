import path from "node:path";
import { z } from "zod";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Unibridge <no-reply@unibridge.local>"),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_OAUTH_BASE: z.preprocess(emptyToUndefined, z.url().optional()),
  GOOGLE_API_BASE: z.preprocess(emptyToUndefined, z.url().default("https://www.googleapis.com")),
  AUTH_SECRET: optionalString,
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  TEST_CLOCK: z.enum(["0", "1"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().default("loopback"),
  CONTACT_EMAIL: z.email().default("hello@unibridge.education"),
  BLOCKED_EMAIL_DOMAINS: z.string().default("mailinator.com,guerrillamail.com,10minutemail.com,yopmail.com,tempmail.com"),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    appUrl,
    /** The address to listen on; unset: every interface. */
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    google: googleSettings(e),
    authSecret: e.AUTH_SECRET,
    /** undefined: decide by whether the embedded database is empty. */
    seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === "1",
    /** End-to-end tests only: the server's clock can be moved (server/test-clock.ts). */
    testClock: e.TEST_CLOCK === "1",
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    contactEmail: e.CONTACT_EMAIL,
    /** Sign-up refuses addresses at these domains (and their subdomains). */
    blockedEmailDomains: e.BLOCKED_EMAIL_DOMAINS.split(",")
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
  };
}

/**
 * Google's OAuth endpoints live on two hosts (accounts.google.com for consent, oauth2.googleapis.com
 * for tokens); GOOGLE_OAUTH_BASE replaces both with one host (a fake Google in tests).
 */
function googleSettings(e: z.infer<typeof envSchema>) {
  const oauthBase = e.GOOGLE_OAUTH_BASE?.replace(/\/$/, "");
  return {
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: e.GOOGLE_CLIENT_SECRET,
    authorizeUrl: oauthBase ? `${oauthBase}/o/oauth2/v2/auth` : "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: oauthBase ? `${oauthBase}/token` : "https://oauth2.googleapis.com/token",
    revokeUrl: oauthBase ? `${oauthBase}/revoke` : "https://oauth2.googleapis.com/revoke",
    apiBase: e.GOOGLE_API_BASE.replace(/\/$/, ""),
  };
}
