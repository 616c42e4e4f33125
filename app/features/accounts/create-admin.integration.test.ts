import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { accounts, users } from "~/db/schema";
import { describeEachDb } from "~/test/test-database";
import { createAdmin } from "./create-admin.server";

describeEachDb("createAdmin", (getDb) => {
  it("creates a verified admin whose password verifies", async () => {
    const result = await createAdmin(getDb(), { email: "Ops@Example.org", password: "correct horse battery" });
    expect(result).toMatchObject({ email: "ops@example.org", created: true });
    const [user] = await getDb().select().from(users).where(eq(users.id, result.id));
    expect(user).toMatchObject({ role: "admin", emailVerified: true, email: "ops@example.org" });
    const [account] = await getDb().select().from(accounts).where(eq(accounts.userId, result.id));
    expect(account?.providerId).toBe("credential");
    expect(await verifyPassword({ hash: account!.password!, password: "correct horse battery" })).toBe(true);
  });

  it("promotes an existing account and replaces its password", async () => {
    await getDb().insert(users).values({ id: "s9", name: "Sam", email: "sam@example.com", emailVerified: false });
    const result = await createAdmin(getDb(), { email: "sam@example.com", password: "another long one" });
    expect(result).toEqual({ id: "s9", email: "sam@example.com", created: false });
    const [user] = await getDb().select().from(users).where(eq(users.id, "s9"));
    expect(user).toMatchObject({ role: "admin", emailVerified: true, name: "Sam" });
    expect(await getDb().select().from(accounts).where(eq(accounts.userId, "s9"))).toHaveLength(1);
  });

  it("refuses a short password or a bad email and writes nothing", async () => {
    await expect(createAdmin(getDb(), { email: "x@example.org", password: "short" })).rejects.toThrow(/10 characters/);
    await expect(createAdmin(getDb(), { email: "not-an-email", password: "long enough pass" })).rejects.toThrow();
    expect(await getDb().select().from(users).where(eq(users.email, "x@example.org"))).toEqual([]);
  });
});
