import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, describePostgres, type TestDatabase } from "~/test/test-database";
import { createTestAccount, uniqueEmail } from "~/test/test-services";
import { guardSignInAttempt } from "./sign-in-guard.server";
import { issueSignInLinkToken, type SignInLinkRecipient, takeSignInLinkToken } from "./sign-in-link.server";
import { recordSuccessfulSignIn, SIGN_IN_ACCOUNT_ADDRESS_RULE, SIGN_IN_ACCOUNT_RULE } from "./sign-in-limits.server";

const appUrl = "http://localhost:3000";

describePostgres("sign-in counters under concurrency", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", 30);
  });
  afterAll(async () => {
    await database.close();
  });

  function recordingSender() {
    const sent: { recipient: SignInLinkRecipient; url: string }[] = [];
    return {
      sent,
      send: async (recipient: SignInLinkRecipient, url: string) => {
        sent.push({ recipient, url });
      },
    };
  }

  it("lets exactly 100 concurrent tries at one account through from many addresses and sends exactly one link", async () => {
    const { email } = await createTestAccount(database.db, { email: uniqueEmail("storm") });
    const mail = recordingSender();
    const addresses = Array.from({ length: 30 }, (_, i) => `203.0.113.${i + 1}`);
    const tries = addresses.flatMap((ip) => Array.from({ length: SIGN_IN_ACCOUNT_ADDRESS_RULE.max }, () => ip));
    const allowed = await Promise.all(tries.map((ip) => guardSignInAttempt(database.db, { email, ip, appUrl }, mail.send)));
    expect(allowed.filter(Boolean)).toHaveLength(SIGN_IN_ACCOUNT_RULE.max);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.recipient.email).toBe(email);
  });

  it("lets exactly 5 concurrent tries at one account from one address through", async () => {
    const email = uniqueEmail("one-address");
    const mail = recordingSender();
    const allowed = await Promise.all(
      Array.from({ length: 20 }, () => guardSignInAttempt(database.db, { email, ip: "203.0.113.200", appUrl }, mail.send)),
    );
    expect(allowed.filter(Boolean)).toHaveLength(SIGN_IN_ACCOUNT_ADDRESS_RULE.max);
  });

  it("lets 40 concurrent successful sign-ins from one address through, again and again", async () => {
    const mail = recordingSender();
    const ip = "203.0.113.201";
    for (let round = 0; round < 3; round++) {
      const pupils = Array.from({ length: 40 }, (_, i) => `pupil${i}@school.example`);
      const allowed = await Promise.all(
        pupils.map(async (email) => {
          const ok = await guardSignInAttempt(database.db, { email, ip, appUrl }, mail.send);
          if (ok) await recordSuccessfulSignIn(database.db, { email, ip });
          return ok;
        }),
      );
      expect(allowed.every(Boolean)).toBe(true);
    }
  });

  it("gives a link's user to only one of many concurrent uses", async () => {
    const { id } = await createTestAccount(database.db, { email: uniqueEmail("race") });
    const token = await issueSignInLinkToken(database.db, id);
    const users = await Promise.all(Array.from({ length: 10 }, () => takeSignInLinkToken(database.db, token)));
    expect(users.filter((user) => user === id)).toHaveLength(1);
  });
});
