import { parseArgs } from "node:util";
import { z } from "zod";
import { createAdmin } from "../app/features/accounts/create-admin.server";
import { openScriptDatabase } from "./open-database";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email admin@your.org --password '<at least 10 characters>' [--name 'Jane Doe']");
  process.exit(2);
}

const database = await openScriptDatabase();
try {
  const admin = await createAdmin(database.db, { email: values.email, password: values.password, name: values.name });
  console.log(`${admin.created ? "Created" : "Promoted"} admin ${admin.email}.`);
  console.log("Admins sign in with two-factor authentication: on the first sign-in at /login, /two-factor-setup asks for an authenticator app (TOTP) and shows backup codes once.");
} catch (error) {
  console.error(error instanceof z.ZodError ? error.issues.map((i) => i.message).join("; ") : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
