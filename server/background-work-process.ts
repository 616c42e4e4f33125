// A server instance's background work alone, as a process of its own: the job and mail workers
// exactly as server/app.ts starts them, against DATABASE_URL and SMTP_URL, with the lease and
// poll interval from LEASE_MS, RENEW_EVERY_MS and POLL_MS. The crash-recovery test runs it and
// kills it with SIGKILL mid-work (started by background-work-process.mjs).
import { openDatabase } from "~/db/db.server";
import { createMailTransport } from "~/features/email/mail-transport.server";
import { createLocalGateway } from "~/features/payments/create-local-gateway.server";
import { createLogger } from "~/lib/logger.server";
import { startBackgroundWork } from "./background-work";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const appUrl = "http://localhost:3000";
const mailFrom = "Unibridge <no-reply@unibridge.test>";
const database = await openDatabase({ databaseUrl: env("DATABASE_URL"), poolSize: 4 });
const work = startBackgroundWork({
  db: database.db,
  transport: createMailTransport({ smtpUrl: env("SMTP_URL"), mailFrom }),
  gateway: createLocalGateway({ db: database.db, appUrl }),
  appUrl,
  mailFrom,
  logger: createLogger("error"),
  lease: { leaseMs: Number(env("LEASE_MS")), renewEveryMs: Number(env("RENEW_EVERY_MS")) },
  pollMs: Number(env("POLL_MS")),
});
process.stdout.write("ready\n");
process.once("SIGTERM", () => {
  void work.stop().then(() => database.close()).then(() => process.exit(0));
});
