import path from "node:path";
import { openDatabase, type Database } from "../app/db/db.server";
import { migrateDatabase } from "../app/db/migrate.server";
import { loadConfig } from "../app/lib/config.server";
import { lockDataDir } from "../app/lib/data-dir-lock.server";

/** The configured database, locked (embedded) and migrated, for command-line scripts. */
export async function openScriptDatabase(): Promise<Database> {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
    await migrateDatabase(database.db);
    return {
      ...database,
      async close() {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
