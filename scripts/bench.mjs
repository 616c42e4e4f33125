// `npm run bench`: requests per second and p50/p99 latency for Unibridge pages, each next to a
// plain node:http hello-world measured in the same run, so results read as ratios on any machine.
// A second server holds the demo data plus 10,000 generated mentors (scripts/bench-seed-mentors.ts),
// to show the mentor list and leaderboard cost the same with a large catalogue. When a PostgreSQL
// server is reachable (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres), a
// third server runs the same catalogue on a fresh database there, with one process per core
// (WEB_CONCURRENCY): the deployment the scale target is about. The database is dropped at the end.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { signIn as signInAs, start as startIn } from "./bench-servers.mjs";
import { largestPublicPage, measureBuild, PUBLIC_PAGE_GOAL } from "./check-bundle-budget.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The "users" rows: `connections` people, each loading the page, reading it for a moment (a random
// pause averaging BENCH_THINK_MS) and loading it again. The other rows send the next request the
// instant an answer arrives, which no person does: they show capacity, these show what 10 busy
// users see. autocannon's own rate option sends each second's requests in one burst, so it is not used.
const thinkMs = Number(process.env.BENCH_THINK_MS ?? 500);
const usersSeconds = Number(process.env.BENCH_USERS_SECONDS ?? 15);

const start = (args, env, readyUrl) => startIn(root, args, env, readyUrl);

async function measure(url, options = {}) {
  // A short warm-up so JIT and caches are in the same state for every target.
  await autocannon({ url, connections, ...options, duration: 1 });
  const result = await autocannon({ url, connections, duration, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / result.requests.average,
  };
}

/** `connections` simulated users with exponentially distributed pauses between pages. */
async function measureUsers(url, headers) {
  const latencies = [];
  const end = performance.now() + usersSeconds * 1000;
  const pause = () => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * thinkMs));
  const user = async () => {
    await pause();
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      latencies.push(performance.now() - started);
      await pause();
    }
  };
  await Promise.all(Array.from({ length: connections }, user));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / usersSeconds, p50: at(0.5), p99: at(0.99) };
}

const fmt = (n, d = 0) => n.toFixed(d).padStart(9);

/** A fresh database on the PostgreSQL server, or null when none answers. */
async function createPostgresDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  if (adminUrl === "") return null;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`No PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, "//")}: the PostgreSQL scenarios are skipped.`);
    return null;
  }
  const name = `unibridge_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function run(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "inherit", "inherit"] });
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`)))),
  );
}

/** A server's base URL with the cookies of `students` demo students signed in on it (`cookie`: the first's). */
async function signedInServer(base, appUrl, students) {
  const cookies = await Promise.all(Array.from({ length: students }, (_, i) => signInAs(base, appUrl, `student${i + 1}@example.com`)));
  return { base, cookie: cookies[0], cookies };
}

/** Bytes of one uncompressed response body. */
async function bodyBytes(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

const build = spawn(process.execPath, [path.join(root, "scripts/ensure-build.mjs")], { cwd: root, stdio: "inherit" });
if ((await new Promise((r) => build.on("exit", r))) !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "unibridge-bench-"));
const bigDataDir = mkdtempSync(path.join(os.tmpdir(), "unibridge-bench-10k-"));
const serverEnv = { NODE_ENV: "production", DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "silent" };
const postgres = await createPostgresDatabase();
const webConcurrency = process.env.WEB_CONCURRENCY ?? String(os.availableParallelism());
const baseline = start(["scripts/bench-hello.mjs"], { PORT: "3931" }, "http://127.0.0.1:3931/");
const app = start(
  ["server.js"],
  { ...serverEnv, PORT: "3932", DATA_DIR: dataDir, APP_URL: "http://localhost:3932" },
  "http://127.0.0.1:3932/healthz",
);
let big = null;
let bigPg = null;
try {
  // The large catalogues load (about 5 s each) while the first servers start; nothing is measured yet.
  const seed = (env) => run([path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/bench-seed-mentors.ts", "10000"], { ...serverEnv, ...env });
  await Promise.all([baseline.ready, app.ready, seed({ DATA_DIR: bigDataDir }), postgres ? seed({ DATABASE_URL: postgres.url }) : null]);
  big = start(
    ["server.js"],
    { ...serverEnv, PORT: "3933", DATA_DIR: bigDataDir, APP_URL: "http://localhost:3933" },
    "http://127.0.0.1:3933/healthz",
  );
  await big.ready;
  if (postgres) {
    bigPg = start(
      ["server.js"],
      { ...serverEnv, PORT: "3934", DATABASE_URL: postgres.url, WEB_CONCURRENCY: webConcurrency, APP_URL: "http://localhost:3934" },
      "http://127.0.0.1:3934/healthz",
    );
    await bigPg.ready;
  }
  const scenarios = [
    ["GET /healthz", "http://127.0.0.1:3932/healthz"],
    ["GET / (home, en)", "http://127.0.0.1:3932/"],
    ["GET / (home, zh)", "http://127.0.0.1:3932/", { headers: { cookie: "lang=zh" } }],
    ["GET /about (en)", "http://127.0.0.1:3932/about"],
  ];
  const hello = await measure("http://127.0.0.1:3931/");
  // autocannon measures whole milliseconds; a baseline below that counts as 1 ms in the ratios.
  const baseP50 = Math.max(hello.p50, 1);
  const baseP99 = Math.max(hello.p99, 1);
  const results = new Map();
  const row = (name, r) => {
    results.set(name, r);
    console.log(
      `${name.padEnd(34)}${fmt(r.rps)}${fmt(r.p50, 1)}${fmt(r.p99, 1)}${fmt(r.rps / hello.rps, 3).padStart(10)}` +
        `${fmt(Math.max(r.p50, 1) / baseP50, 1).padStart(10)}${fmt(Math.max(r.p99, 1) / baseP99, 1).padStart(10)}${(r.bytes === undefined ? "-" : (r.bytes / 1024).toFixed(1)).padStart(10)}`,
    );
  };
  console.log(`\n${connections} connections, ${duration}s per target (${os.cpus().length} cores, Node ${process.version})`);
  console.log("ratios are against the hello-world baseline measured in this run (latency floor 1 ms)\n");
  console.log(
    `${"target".padEnd(34)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}` +
      `${"rps/base".padStart(10)}${"p50/base".padStart(10)}${"p99/base".padStart(10)}${"KiB/resp".padStart(10)}`,
  );
  row("node:http hello-world", hello);
  for (const [name, url, options] of scenarios) row(name, await measure(url, options));

  // Mentor discovery: the same requests on the 84-mentor demo and on 10,000 mentors.
  // The catalogue rows at 10k ask as four students in turn (studentsInTurn); the demo's as one.
  const small = await signedInServer("http://127.0.0.1:3932", "http://localhost:3932", 1);
  const large = await signedInServer("http://127.0.0.1:3933", "http://localhost:3933", 4);
  const largePg = bigPg ? await signedInServer("http://127.0.0.1:3934", "http://localhost:3934", 4) : null;
  const listQuery = "?major=computer-science&sort=rating";
  for (const server of [small, large, largePg].filter(Boolean)) {
    // Prices are only sent to signed-in users: proof that the cookie works before measuring with it.
    const probe = await (await fetch(`${server.base}/api/v1/mentors${listQuery}&availableOnly=true`, { headers: { cookie: server.cookie } })).json();
    if (typeof probe.mentors?.[0]?.sessionPrice !== "number") throw new Error(`${server.base}: the bench's session is not signed in`);
    server.shown = probe.mentors.length;
  }
  const signedIn = (server) => ({ headers: { cookie: server.cookie } });
  // Each request as the next of the four students: pages kept by the render cache are shared by
  // the students who see the same data, not kept per user.
  const studentsInTurn = (server) => {
    let n = 0;
    return { requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: server.cookies[n++ % server.cookies.length] } }) }] };
  };
  // Every request a URL of its own (the page ignores `fresh`): the cost of a page whose render is
  // not kept (app/lib/render-cache.server.ts), as the first look at a new search pays it.
  const rendered = (server) => {
    let n = 0;
    const path = `/mentors${listQuery}`;
    return { ...signedIn(server), requests: [{ setupRequest: (request) => ({ ...request, path: `${path}&fresh=${n++}` }) }] };
  };
  const catalogueRows = (server, label) => [
    [`/mentors cs+rating, ${label}`, `${server.base}/mentors${listQuery}`, studentsInTurn(server)],
    [`  each a new render, ${label}`, `${server.base}/mentors${listQuery}`, rendered(server)],
    [`/mentors signed in, ${label}`, `${server.base}/mentors`, signedIn(server)],
    [`/mentors visitor, ${label}`, `${server.base}/mentors`],
    [`/top-mentors, ${label}`, `${server.base}/top-mentors`],
    [`API cs+rating, ${label}`, `${server.base}/api/v1/mentors${listQuery}`, signedIn(server)],
  ];
  const discovery = [
    ["/mentors cs+rating, 84", `${small.base}/mentors${listQuery}`, signedIn(small)],
    ...catalogueRows(large, "10k"),
    ...(largePg ? catalogueRows(largePg, "10k pg") : []),
  ];
  for (const [name, url, options] of discovery) row(name, await measure(url, options));
  // The users rows on the deployment the target is about: PostgreSQL when there is one.
  const [largest, label] = largePg ? [largePg, "10k pg"] : [large, "10k"];
  for (const [name, url] of [
    [`/mentors cs+rating, ${label}, users`, `${largest.base}/mentors${listQuery}`],
    [`/top-mentors, ${label}, users`, `${largest.base}/top-mentors`],
  ]) {
    row(name, await measureUsers(url, signedIn(largest).headers));
  }
  console.log(
    "\ncs+rating = ?major=computer-science&sort=rating; signed in as student1@example.com (the signed-in page" +
      "\ndefaults to available-only), at 10k as student1-4 in turn; 84 = demo data, 10k = demo data + 10,000 generated mentors;" +
      "\n84 and 10k run on the embedded database (one process: PGlite cannot be shared)" +
      (largePg ? `;\n10k pg = the same catalogue on PostgreSQL with WEB_CONCURRENCY=${webConcurrency}` : "") +
      `;\nusers = ${connections} people each loading the page, pausing ${thinkMs} ms on average (at random), and again, for ${usersSeconds}s;` +
      "\nthe other rows send each connection's next request the moment its answer arrives;" +
      "\na page seen again with the same data is served from the render cache; \"each a new render\" rows are not" +
      `\nthe cs+rating page shows ${small.shown} mentors on the demo and ${large.shown} at 10k`,
  );
  // Issue 19's goals beside what this run measured.
  const pgRow = results.get(`/mentors cs+rating, ${label}`);
  const goals = [
    ["/healthz, share of hello-world req/s", results.get("GET /healthz").rps / hello.rps, ">= 0.25", (v) => v >= 0.25, 3],
    ["home (en), share of hello-world req/s", results.get("GET / (home, en)").rps / hello.rps, ">= 0.05", (v) => v >= 0.05, 3],
    ["/about (en), share of hello-world req/s", results.get("GET /about (en)").rps / hello.rps, ">= 0.05", (v) => v >= 0.05, 3],
    [`signed-in /mentors cs+rating, ${label}, req/s`, pgRow.rps, ">= 300", (v) => v >= 300, 0],
    [`signed-in /mentors cs+rating, ${label}, p99 ms`, pgRow.p99, "< 100", (v) => v < 100, 0],
    ["client JavaScript, largest public page, KB sent", largestPublicPage(measureBuild(path.join(root, "build/client")).sizes) / 1024, `<= ${PUBLIC_PAGE_GOAL / 1024}`, (v) => v <= PUBLIC_PAGE_GOAL / 1024, 1],
  ];
  console.log("\ngoals (issue 19; every page's JavaScript: `node scripts/check-bundle-budget.mjs`; Lighthouse: next)");
  for (const [name, value, goal, met, digits] of goals) {
    console.log(`${name.padEnd(50)}${value.toFixed(digits).padStart(9)}  goal ${goal.padEnd(8)} ${met(value) ? "met" : "NOT MET"}`);
  }
  // Page size depends on the mentors shown, not on how many exist: compare two full pages.
  const fullPage = "?sort=rating&availableOnly=true";
  const sizes = await Promise.all(
    [small, large].map(async (server) => {
      const headers = { cookie: server.cookie };
      const shown = (await (await fetch(`${server.base}/api/v1/mentors${fullPage}`, { headers })).json()).mentors.length;
      return { bytes: await bodyBytes(`${server.base}/mentors${fullPage}`, headers), shown };
    }),
  );
  console.log(
    `one /mentors${fullPage} page, uncompressed HTML: ` +
      `${(sizes[0].bytes / 1024).toFixed(1)} KiB with 84 mentors, ${(sizes[1].bytes / 1024).toFixed(1)} KiB with 10,084 ` +
      `(${sizes[0].shown} and ${sizes[1].shown} mentors on the page)`,
  );
} finally {
  const children = [baseline.child, app.child, big?.child, bigPg?.child].filter(Boolean);
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on("exit", r)))));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bigDataDir, { recursive: true, force: true });
  await postgres?.drop();
}
