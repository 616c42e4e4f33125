import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.E2E_PORT ?? 3901);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3925);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3926);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run: the server seeds demo data into it on start.
const dataDir =
  process.env.E2E_DATA_DIR ??
  mkdtempSync(path.join(os.tmpdir(), "unibridge-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Generous: a test that passes takes what it takes; a short limit only turns a loaded machine into failures.
  timeout: 60_000,
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network), without the screencast: its
    // frames were ~15% of the browser tests' CPU, recorded for every passing test too.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: [
    {
      // A real SMTP server for the app's email, readable by the tests (tests/e2e/mail.ts).
      command: "node --import tsx tests/e2e/mail-sink.ts",
      url: `http://127.0.0.1:${mailPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      command: "node server.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        APP_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
        LOG_LEVEL: "warn",
        // The server's clock can be moved (server/test-clock.ts): tests rate sessions after their start.
        TEST_CLOCK: "1",
      },
    },
  ],
});
