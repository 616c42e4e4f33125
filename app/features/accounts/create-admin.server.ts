import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/db.server";
import { accounts, users } from "~/db/schema";

export const createAdminInput = z.object({
  email: z.email().transform((e) => e.toLowerCase()),
  password: z.string().min(10, "Admin passwords need at least 10 characters"),
  name: z.string().trim().min(1).default("Administrator"),
});

/** Creates a verified admin, or promotes an existing account to admin and sets its password. */
export async function createAdmin(db: Db, input: z.input<typeof createAdminInput>) {
  const { email, password, name } = createAdminInput.parse(input);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = existing?.id ?? randomUUID();
    if (existing) {
      await tx.update(users).set({ role: "admin", emailVerified: true, disabled: false }).where(eq(users.id, id));
      await tx.delete(accounts).where(eq(accounts.userId, id));
    } else {
      await tx.insert(users).values({ id, email, name, role: "admin", emailVerified: true });
    }
    await tx.insert(accounts).values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    return { id, email, created: !existing };
  });
}
