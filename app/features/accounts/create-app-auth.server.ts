import type { Db } from "~/db/db.server";
import { createAuth, type Auth } from "~/lib/auth.server";
import type { Config } from "~/lib/config.server";
import type { Logger } from "~/lib/logger.server";
import { accountEmailLocale } from "./email-locale.server";
import { enqueuePasswordResetEmail } from "./password-reset-email.server";
import { enqueueSignInLinkEmail } from "./sign-in-link-email.server";
import { enqueueVerificationEmail } from "./verification-email.server";

export interface AppAuthOptions {
  db: Db;
  config: Pick<Config, "appUrl" | "authSecret">;
  /** Wakes the mail worker after an email was queued. */
  notifyOutbox(): void;
  /** Defaults to config.authSecret (server/app.ts passes the one stored in the database). */
  secret?: string;
  logger?: Logger;
}

/** better-auth for this app: its emails go through our outbox, in the user's language (see email-locale). */
export function createAppAuth({ db, config, notifyOutbox, secret, logger }: AppAuthOptions): Auth {
  const authSecret = secret ?? config.authSecret;
  if (!authSecret) throw new Error("createAppAuth needs a secret (AUTH_SECRET or the stored one)");
  return createAuth({
    db,
    appUrl: config.appUrl,
    secret: authSecret,
    logger,
    async sendVerificationEmail({ user, url }) {
      await enqueueVerificationEmail(db, { to: user.email, name: user.name, locale: accountEmailLocale(user.locale), url });
      notifyOutbox();
    },
    async sendPasswordResetEmail({ user, url }) {
      await enqueuePasswordResetEmail(db, { to: user.email, name: user.name, locale: accountEmailLocale(user.locale), url });
      notifyOutbox();
    },
    async sendSignInLink(recipient, url) {
      await enqueueSignInLinkEmail(db, recipient, url);
      notifyOutbox();
    },
  });
}
