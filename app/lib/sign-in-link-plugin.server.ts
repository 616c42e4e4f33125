import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import type { DbOrTx } from "~/db/db.server";
import { takeSignInLinkToken } from "./sign-in-link.server";

/** better-auth's path for it; listed in DISABLED_AUTH_PATHS, so only our /sign-in-link action reaches it. */
export const SIGN_IN_LINK_ENDPOINT = "/sign-in-link/consume";
export const INVALID_SIGN_IN_LINK_CODE = "INVALID_SIGN_IN_LINK";

/**
 * Signs in with an emailed sign-in link's token, used up by this call. The session lasts as long
 * as the browser (a link is for getting back in, not for staying in); the session hook still
 * refuses a disabled account.
 */
export function signInLinkPlugin(db: DbOrTx) {
  return {
    id: "unibridge-sign-in-link",
    endpoints: {
      signInWithLink: createAuthEndpoint(
        SIGN_IN_LINK_ENDPOINT,
        { method: "POST", body: z.object({ token: z.string().min(1).max(200) }) },
        async (ctx) => {
          const userId = await takeSignInLinkToken(db, ctx.body.token);
          const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
          // A link is one factor (the mailbox): an account with two-factor sign-in waits out its
          // failed-attempt limit and signs in with password and code instead.
          if (!user || (user as { twoFactorEnabled?: boolean }).twoFactorEnabled) throw new APIError("BAD_REQUEST", { code: INVALID_SIGN_IN_LINK_CODE, message: "This sign-in link is invalid or expired" });
          const session = await ctx.context.internalAdapter.createSession(user.id, true);
          await setSessionCookie(ctx, { session, user }, true);
          return ctx.json({ user: { id: user.id, role: (user as { role?: string }).role } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
