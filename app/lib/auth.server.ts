import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "~/db/db.server";
import { accounts, rateLimits, sessions, users, verifications } from "~/db/schema";

export interface AuthOptions {
  db: Db;
  appUrl: string;
  secret: string;
}

export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;

export function createAuth({ db, appUrl, secret }: AuthOptions) {
  return betterAuth({
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "student", input: false },
        locale: { type: "string", required: false, defaultValue: "en", input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_ABSOLUTE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    rateLimit: { enabled: true, storage: "database" },
    advanced: {
      // server/app.ts sets this header from the socket address (or the trusted proxy chain).
      ipAddress: { ipAddressHeaders: ["x-unibridge-client-ip"] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
