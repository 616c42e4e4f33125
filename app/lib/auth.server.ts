import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/db.server";
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from "~/db/schema";
import type { Locale } from "./i18n";
import type { Logger } from "./logger.server";
import { guardSignInAttempt } from "./sign-in-guard.server";
import { signInLinkPlugin, SIGN_IN_LINK_ENDPOINT } from "./sign-in-link-plugin.server";
import type { SendSignInLink } from "./sign-in-link.server";
import { clientIpOf, recordSuccessfulSignIn } from "./sign-in-limits.server";
import { redactPersonalData } from "./safe-error";

/** What the email callbacks get: enough to address the user in their language. */
export interface AuthEmail {
  user: { email: string; name: string; locale: Locale };
  url: string;
}
export type SendAuthEmail = (email: AuthEmail) => Promise<void>;

export interface AuthOptions {
  db: Db;
  appUrl: string;
  secret: string;
  /** Queues the verification email (lib does not know about features: the app passes it in). */
  sendVerificationEmail: SendAuthEmail;
  sendPasswordResetEmail: SendAuthEmail;
  /** Queues the email with a sign-in link, sent after an account's ceiling of failed sign-ins. */
  sendSignInLink: SendSignInLink;
  /** better-auth's own log lines go here when given (otherwise to the console). */
  logger?: Logger;
}

/** A session unused for this long ends (idle limit); each day of use extends it (sliding). */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_SECONDS = 60 * 60 * 24;
/** However much it is used, a session ends this long after sign-in (enforced in session.server.ts). */
export const SESSION_ABSOLUTE_SECONDS = 60 * 60 * 24 * 30;
export const VERIFICATION_LINK_SECONDS = 60 * 60 * 24;
export const RESET_LINK_SECONDS = 60 * 60;

/** The error code better-auth answers with when a disabled account would get a session. */
export const ACCOUNT_DISABLED_CODE = "ACCOUNT_DISABLED";

/**
 * better-auth HTTP endpoints that would bypass our validated, rate-limited actions (sign-up,
 * profile changes, resend, password reset) or that we do not use. Server-side `auth.api.*`
 * calls still reach them: better-auth checks this list only for HTTP requests. Kept: GET
 * /verify-email and GET /reset-password/:token (the email links), /sign-in/email, /sign-out,
 * /get-session.
 */
export const DISABLED_AUTH_PATHS = [
  "/sign-up/email",
  "/sign-in/social",
  "/update-user",
  "/update-session",
  "/change-email",
  "/change-password",
  "/set-password",
  "/delete-user",
  "/delete-user/callback",
  "/request-password-reset",
  "/forget-password",
  "/reset-password",
  "/send-verification-email",
  "/verify-password",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/refresh-token",
  "/get-access-token",
  SIGN_IN_LINK_ENDPOINT,
  // Two-factor set-up goes through /two-factor-setup (lib/two-factor.server.ts); sign-in keeps
  // verify-totp and verify-backup-code. No email or SMS codes.
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
  "/two-factor/generate-backup-codes",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
];

/** The name authenticator apps show beside the code. */
export const TWO_FACTOR_ISSUER = "Unibridge";

export function createAuth({ db, appUrl, secret, sendVerificationEmail, sendPasswordResetEmail, sendSignInLink, logger }: AuthOptions) {
  return betterAuth({
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits, twoFactor: twoFactors },
    }),
    disabledPaths: DISABLED_AUTH_PATHS,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Sign-up leads to /verify-email; nobody is signed in before verifying.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: ({ user, url }) => sendPasswordResetEmail({ user: emailUser(user), url }),
    },
    emailVerification: {
      // Our sign-up and resend services ask for the email themselves (validated, rate-limited).
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: ({ user, url }) => sendVerificationEmail({ user: emailUser(user), url }),
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "student", input: false },
        locale: { type: "string", required: false, defaultValue: "en", input: false },
        disabled: { type: "boolean", required: false, defaultValue: false, input: false },
        // Read with the session so pages know it without another query; set by /resources/time-zone.
        timeZone: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    databaseHooks: {
      session: {
        create: {
          // Every way of signing in ends here, so a disabled account can never get a session.
          before: async (session, ctx) => {
            const user = ctx
              ? ((await ctx.context.internalAdapter.findUserById(session.userId)) as { disabled?: boolean } | null)
              : (await db.select({ disabled: users.disabled }).from(users).where(eq(users.id, session.userId)))[0];
            if (!user || user.disabled) {
              throw new APIError("FORBIDDEN", { code: ACCOUNT_DISABLED_CODE, message: "This account has been disabled" });
            }
          },
        },
      },
    },
    // Admins sign in with a TOTP code (or a backup code) after their password: see requireRole.
    plugins: [signInLinkPlugin(db), twoFactor({ issuer: TWO_FACTOR_ISSUER })],
    hooks: {
      // The failed-sign-in limits our sign-in service applies hold for the HTTP endpoint too
      // (server-side auth.api calls skip these hooks: the service counts those itself).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || !ctx.request) return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
        if (!(await guardSignInAttempt(db, { email, ip: clientIpOf(ctx.request.headers), appUrl }, sendSignInLink))) {
          throw new APIError("TOO_MANY_REQUESTS", { code: "TOO_MANY_REQUESTS", message: "Too many failed login attempts" });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || !ctx.request || !ctx.context.newSession) return;
        await recordSuccessfulSignIn(db, { email: ctx.context.newSession.user.email, ip: clientIpOf(ctx.request.headers) });
      }),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      // better-auth's 3 sign-ins per 10 s per address would refuse a class on one school network;
      // our hook above limits failed tries instead.
      customRules: { "/sign-in/email": false },
    },
    advanced: {
      // server/app.ts sets this header from the socket address (or the trusted proxy chain).
      ipAddress: { ipAddressHeaders: ["x-unibridge-client-ip"] },
    },
    // No `level` here: with one set, better-auth also prints every refused HTTP call to the console.
    ...(logger ? { logger: { log: pinoLog(logger) } } : {}),
  });
}

export type Auth = ReturnType<typeof createAuth>;

function emailUser(user: { email: string; name: string } & Record<string, unknown>): AuthEmail["user"] {
  return { email: user.email, name: user.name, locale: user.locale === "zh" ? "zh" : "en" };
}

/** better-auth's log calls as JSON lines of the app's logger. */
export function pinoLog(logger: Logger) {
  return (level: "debug" | "info" | "success" | "warn" | "error", message: string, ...args: unknown[]) => {
    const target = level === "success" ? "info" : level;
    // An error goes under `err`, where the logger leaves a failed query's parameters out.
    const err = args.find((arg) => arg instanceof Error);
    const details = args.filter((arg) => !(arg instanceof Error)).map((arg) => redactPersonalData(String(arg)));
    logger[target]({ source: "better-auth", err, details: details.length ? details : undefined }, redactPersonalData(message));
  };
}
