// `tsx scripts/bench-seed-mentors.ts [count]` with DATA_DIR set: a fresh embedded database with the
// demo data plus `count` (default 10,000) generated mentors, for the large-catalogue bench scenario.
import { sql } from "drizzle-orm";
import { generateMentors } from "../app/db/seed/generate-mentors.server";
import { isDatabaseEmpty, seedDemoData } from "../app/db/seed/seed-demo-data.server";
import { syncSatBank } from "../app/features/sat-practice/sync-sat-bank.server";
import { loadConfig } from "../app/lib/config.server";
import { appAuthSecret } from "../app/lib/settings.server";
import { openScriptDatabase } from "./open-database";

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 1) throw new Error(`bad mentor count: ${process.argv[2]}`);

const database = await openScriptDatabase();
try {
  if (!(await isDatabaseEmpty(database.db))) {
    console.error("Database already has users; the bench catalogue is only loaded into an empty database.");
    process.exitCode = 1;
  } else {
    const started = performance.now();
    // As `npm run db:seed` does: the demo students' practice needs the SAT bank in the database.
    await syncSatBank(database.db);
    await seedDemoData(database.db, { authSecret: await appAuthSecret(database.db, loadConfig().authSecret) });
    const demoDone = performance.now();
    await generateMentors(database.db, { count, prefix: "bench-mentor-" });
    // What autovacuum does to a freshly loaded PostgreSQL table, and PGlite (no autovacuum) never
    // does: the generator's updates leave a dead row per mentor; vacuum also sets the visibility
    // map that index-only scans need.
    await database.db.execute(sql`vacuum analyze`);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `Bench catalogue (${database.kind}): demo data in ${seconds(demoDone - started)}s, ` +
        `${count} generated mentors in ${seconds(performance.now() - demoDone)}s.`,
    );
  }
} finally {
  await database.close();
}
