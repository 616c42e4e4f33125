import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from "../app/db/seed/seed-demo-data.server";
import { loadConfig } from "../app/lib/config.server";
import { appAuthSecret } from "../app/lib/settings.server";
import { openScriptDatabase } from "./open-database";
import { syncSatBank } from "../app/features/sat-practice/sync-sat-bank.server";

const database = await openScriptDatabase();
try {
  if (!(await isDatabaseEmpty(database.db))) {
    console.error("Database already has users; demo data is only loaded into an empty database.");
    process.exitCode = 1;
  } else {
    const started = performance.now();
    await syncSatBank(database.db);
    const summary = await seedDemoData(database.db, { authSecret: await appAuthSecret(database.db, loadConfig().authSecret) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Demo data loaded into ${database.kind} in ${seconds}s: ${summary.mentors} mentors, ${summary.students} students, ` +
        `${summary.meetings} meetings, ${summary.ratings} ratings.`,
    );
    console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD})`);
    console.log(`  admin     ${DEMO_ADMIN_EMAIL} (two-factor sign-in: \`npm run admin:code\` prints the current code)`);
    console.log(`  mentors   mentor1@example.edu … mentor${summary.mentors}@example.edu`);
    console.log(`  students  student1@example.com … student${summary.students}@example.com`);
  }
} finally {
  await database.close();
}
