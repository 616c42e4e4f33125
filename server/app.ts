import "react-router";
import http, { type ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { openDatabase, type Database } from "~/db/db.server";
import { migrateDatabase } from "~/db/migrate.server";
import { syncSatBank } from "~/features/sat-practice/sync-sat-bank.server";
import { isDatabaseEmpty, seedDemoData } from "~/db/seed/seed-demo-data.server";
import { createAppAuth } from "~/features/accounts/create-app-auth.server";
import { createMailTransport } from "~/features/email/mail-transport.server";
import { createPaymentGateway, resolveWebhookSecret } from "~/features/payments/create-payment-gateway.server";
import { createMeetEvent } from "~/features/google-calendar/create-meet-event.server";
import { googleCalendarFor } from "~/features/google-calendar/google-calendar.server";
import type { AppServices } from "~/lib/app-context.server";
import { loadConfig, type Config } from "~/lib/config.server";
import { lockDataDir } from "~/lib/data-dir-lock.server";
import { createLogger, type Logger } from "~/lib/logger.server";
import { projectPath } from "~/lib/project-root.server";
import { appAuthSecret } from "~/lib/settings.server";
import { createSharedReads } from "~/lib/shared-reads.server";
import { KEPT_PAGE_TTL_MS } from "~/lib/render-cache.server";
import { createAdjustableClock, systemClock } from "~/lib/clock.server";
import { startBackgroundWork } from "./background-work";
import { healthCheck } from "./health";
import { loadContext } from "./load-context";
import { mailboxExposureWarning } from "./mailbox-exposure";
import { originCheck } from "./origin-check";
import { lastErrorHandler, requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";
import { TEST_CLOCK_PATH, testClockRouter } from "./test-clock";
import { findLocaleScripts } from "./locale-scripts";
import { pageCache } from "./page-cache";
import { sameForEveryVisitorPaths } from "~/features/seo/public-pages";

export { DataDirLockedError } from "~/lib/data-dir-lock.server";
// server.js logs a failed start with the app's error serializer.
export { serializeError } from "~/lib/safe-error";

export interface StartOptions {
  mode: "production" | "development";
  /** Vite's dev middleware, in development. */
  devMiddleware?: RequestHandler;
  env?: NodeJS.ProcessEnv;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const config = loadConfig(options.env);
  const logger = createLogger(config.logLevel);
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
    await migrateDatabase(database.db);
    await syncSatBank(database.db);
    await seedIfWanted(database, config, logger);
    const running = await listen(database, config, logger, options);
    return {
      url: running.url,
      async close() {
        await running.close();
        await database?.close();
        releaseLock();
      },
    };
  } catch (error) {
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

async function seedIfWanted(database: Database, config: Config, logger: Logger) {
  if (database.kind === "postgres") {
    if (config.seedDemo) logger.warn("SEED_DEMO is ignored with DATABASE_URL; run `npm run db:seed` to load demo data");
    return;
  }
  if (config.seedDemo === false || !(await isDatabaseEmpty(database.db))) return;
  const summary = await seedDemoData(database.db, { authSecret: await appAuthSecret(database.db, config.authSecret) });
  logger.info(summary, "Loaded demo data into the empty embedded database (see README for demo accounts)");
}

async function listen(database: Database, config: Config, logger: Logger, options: StartOptions) {
  const { db } = database;
  const secret = await appAuthSecret(db, config.authSecret);
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  const paymentGateway = createPaymentGateway(config, { db });
  if (config.stripe.secretKey && !config.stripe.webhookSecret) {
    logger.warn("STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: Stripe's webhooks will be refused, so no payment can complete");
  }
  const google = googleCalendarFor(config, secret);
  const testClock = config.testClock ? createAdjustableClock() : undefined;
  const work = startBackgroundWork({
    clock: testClock,
    db,
    transport,
    gateway: paymentGateway,
    appUrl: config.appUrl,
    mailFrom: config.mailFrom,
    logger,
    createConference: google ? (request, { now, signal }) => createMeetEvent(db, google, request, now, signal) : undefined,
  });
  const { notifyOutbox } = work;
  // Auth only queues mail; the mail worker sends it.
  const auth = createAppAuth({ db, config, secret, notifyOutbox, logger });
  if (testClock) logger.warn(`TEST_CLOCK=1: the server's clock can be moved at ${TEST_CLOCK_PATH}; never set it outside end-to-end tests`);
  const services: AppServices = {
    db,
    auth,
    config,
    logger,
    notifyOutbox,
    paymentGateway,
    webhookSecret: resolveWebhookSecret(config, secret),
    notifyJobs: work.notifyJobs,
    sharedReads: createSharedReads(),
    clock: testClock ?? systemClock,
    localeScripts: options.devMiddleware ? {} : findLocaleScripts(projectPath("build/client")),
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(compression());
  if (!options.devMiddleware) {
    // Built scripts and styles first: a page loads dozens, and the page's headers (its CSP, a
    // request id, a log line) mean nothing on a file named by its hash; they cost each about
    // 500 bytes more on a phone's connection. A missing asset falls through to the 404 page.
    // The build writes each file compressed beside it (Brotli at its highest quality, gzip for a
    // browser without it): 14% smaller than the middleware's Brotli, and not compressed again for
    // every request (decision 0022, ninth round).
    const nosniff = (res: ServerResponse) => res.setHeader("X-Content-Type-Options", "nosniff");
    app.use(
      "/assets",
      expressStaticGzip(projectPath("build/client/assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", etag: false, lastModified: false, setHeaders: nosniff },
      }),
    );
  }
  app.use(requestLog(logger));
  app.use(securityHeaders(options.mode === "development"));
  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else {
    const client = projectPath("build/client");
    // Every public file has an extension; page URLs skip the file lookup (a miss costs ~1 ms).
    const serveClient = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? serveClient(req, res, next) : next()));
  }
  app.use(originCheck(config.appUrl));
  if (testClock) app.use(TEST_CLOCK_PATH, testClockRouter(testClock));
  app.use((req, _res, next) => {
    // better-auth rate-limits by this header; only the server may set it.
    req.headers["x-unibridge-client-ip"] = req.ip ?? "unknown";
    next();
  });
  // Pages that are the same for every visitor are rendered once a minute per language (decision 0022).
  if (!options.devMiddleware) app.use(pageCache({ paths: sameForEveryVisitorPaths(), ttlMs: KEPT_PAGE_TTL_MS }));
  app.all(
    "/{*splat}",
    createRequestHandler({
      // A function makes React Router rebuild its route table on every request: only for dev reloads.
      build: options.devMiddleware ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build"),
      mode: options.mode,
      getLoadContext: (req, res) => loadContext(req, res, services, { withNonce: !options.devMiddleware }),
    }),
  );

  app.use(lastErrorHandler(logger));

  // /healthz is answered before Express: load balancers poll it many times a second, and it needs
  // no routing, log line, security headers or compression.
  const health = healthCheck(database);
  const server = http.createServer((req, res) => {
    if (req.url === "/healthz" && (req.method === "GET" || req.method === "HEAD")) void health(req, res);
    else app(req, res);
  });
  if (config.host) server.listen(config.port, config.host);
  else server.listen(config.port);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
  } catch (error) {
    // The caller closes the database next: no worker may still be using it.
    await work.stop();
    transport.close?.();
    throw error;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    { port, appUrl: config.appUrl, database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined },
    `Unibridge listening on http://localhost:${port}`,
  );
  if (transport.name === "mailbox") {
    logger.info(`SMTP_URL is not set: emails are kept in the database and shown at ${config.appUrl}/dev/mailbox`);
    const warning = mailboxExposureWarning(typeof address === "object" && address ? address.address : undefined);
    if (warning) logger.warn(warning);
  }

  return {
    url: `http://localhost:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // The caller closes the database after.
      await work.stop();
      transport.close?.();
    },
  };
}
