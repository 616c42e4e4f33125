import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { projectPath } from "~/lib/project-root.server";
import type { Db } from "./db.server";

export const migrationsFolder = projectPath("app/db/migrations");

export async function migrateDatabase(db: Db): Promise<void> {
  // drizzle's PGlite and node-postgres migrators are the same function; one call serves both.
  await migrate(db as unknown as NodePgDatabase, { migrationsFolder });
}
