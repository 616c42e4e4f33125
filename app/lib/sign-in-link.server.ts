import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { users, verifications } from "~/db/schema";
import type { Locale } from "./i18n";
import { countRequest } from "./rate-limit.server";
import { SIGN_IN_ACCOUNT_RULE } from "./sign-in-limits.server";

/** A sign-in link works once, for this long. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
export const SIGN_IN_LINK_PATH = "/sign-in-link";

/** Who gets the link: enough to write to them in their language. */
export interface SignInLinkRecipient {
  email: string;
  name: string;
  locale: Locale;
}
export type SendSignInLink = (recipient: SignInLinkRecipient, url: string) => Promise<void>;

/**
 * After the account's ceiling of failed sign-ins, offers its owner a way in that a guesser does
 * not have: a single-use link to the account's mailbox. At most one per ceiling window, only to
 * a verified, enabled account (an unknown address gets nothing, and says nothing).
 */
export async function offerSignInLink(
  db: DbOrTx,
  { email, appUrl, now = new Date() }: { email: string; appUrl: string; now?: Date },
  send: SendSignInLink,
): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale, verified: users.emailVerified, disabled: users.disabled })
    .from(users)
    .where(eq(users.email, normalized));
  if (!user || !user.verified || user.disabled) return;
  const { count } = await countRequest(db, `sign-in:link-offered:${user.id}`, SIGN_IN_ACCOUNT_RULE, now);
  if (count > 1) return;
  const token = await issueSignInLinkToken(db, user.id, now);
  const url = new URL(SIGN_IN_LINK_PATH, appUrl);
  url.searchParams.set("token", token);
  await send({ email: user.email, name: user.name, locale: user.locale }, url.toString());
}

/** A fresh random token; only its hash is stored, so the database alone cannot sign anyone in. */
export async function issueSignInLinkToken(db: DbOrTx, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: userId,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_SECONDS * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return token;
}

/**
 * Uses a token up: the user id it was issued for, or null when it is unknown, used or expired.
 * One atomic delete, so of two concurrent uses only one gets the user.
 */
export async function takeSignInLinkToken(db: DbOrTx, token: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, now)))
    .returning({ userId: verifications.value });
  return row?.userId ?? null;
}

function identifierOf(token: string): string {
  return `sign-in-link:${createHash("sha256").update(token).digest("base64url")}`;
}
