// `npm run bench`: requests per second and p50/p99 latency for Unibridge pages, each next to a
// plain node:http hello-world measured in the same run, so results read as ratios on any machine.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function start(args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(readyUrl).then((r) => r.ok, () => false);
      if (ok) return;
      if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${readyUrl} did not become ready`);
  })();
  return { child, ready };
}

async function measure(url, options = {}) {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ url, connections, duration: 1, ...options });
  const result = await autocannon({ url, connections, duration, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / result.requests.average,
  };
}

const fmt = (n, d = 0) => n.toFixed(d).padStart(9);

const build = spawn(process.execPath, [path.join(root, "scripts/ensure-build.mjs")], { cwd: root, stdio: "inherit" });
if ((await new Promise((r) => build.on("exit", r))) !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "unibridge-bench-"));
const baseline = start(["scripts/bench-hello.mjs"], { PORT: "3931" }, "http://127.0.0.1:3931/");
const app = start(
  ["server.js"],
  { NODE_ENV: "production", PORT: "3932", DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "silent", APP_URL: "http://localhost:3932" },
  "http://127.0.0.1:3932/healthz",
);
try {
  await Promise.all([baseline.ready, app.ready]);
  const scenarios = [
    ["GET /healthz", "http://127.0.0.1:3932/healthz"],
    ["GET / (home, en)", "http://127.0.0.1:3932/"],
    ["GET / (home, zh)", "http://127.0.0.1:3932/", { headers: { cookie: "lang=zh" } }],
  ];
  const hello = await measure("http://127.0.0.1:3931/");
  // autocannon measures whole milliseconds; a baseline below that counts as 1 ms in the ratios.
  const baseP50 = Math.max(hello.p50, 1);
  const baseP99 = Math.max(hello.p99, 1);
  const row = (name, r) =>
    console.log(
      `${name.padEnd(24)}${fmt(r.rps)}${fmt(r.p50, 1)}${fmt(r.p99, 1)}${fmt(r.rps / hello.rps, 3).padStart(10)}` +
        `${fmt(Math.max(r.p50, 1) / baseP50, 1).padStart(10)}${fmt(Math.max(r.p99, 1) / baseP99, 1).padStart(10)}${fmt(r.bytes / 1024, 1).padStart(10)}`,
    );
  console.log(`\n${connections} connections, ${duration}s per target (${os.cpus().length} cores, Node ${process.version})`);
  console.log("ratios are against the hello-world baseline measured in this run (latency floor 1 ms)\n");
  console.log(
    `${"target".padEnd(24)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}` +
      `${"rps/base".padStart(10)}${"p50/base".padStart(10)}${"p99/base".padStart(10)}${"KiB/resp".padStart(10)}`,
  );
  row("node:http hello-world", hello);
  for (const [name, url, options] of scenarios) row(name, await measure(url, options));
} finally {
  baseline.child.kill("SIGTERM");
  app.child.kill("SIGTERM");
  await Promise.all([baseline.child, app.child].map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on("exit", r)))));
  rmSync(dataDir, { recursive: true, force: true });
}
