import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "content/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    globalSetup: ["./app/test/global-setup.ts"],
    setupFiles: ["./app/test/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default on 2 cores is one worker; the integration tests wait on PostgreSQL much of
    // the time, so a second worker shortens the run (the files share nothing: each test database
    // is its own copy of the template).
    maxWorkers: 2,
  },
});
