// Process entry: starts the bundled server (production) or the Vite dev server (development),
// and shuts down cleanly on SIGTERM/SIGINT.
//
// With DATABASE_URL set, WEB_CONCURRENCY=n (production only) runs n server processes sharing the
// port (node:cluster), so page rendering uses every core. The embedded PGlite database belongs to
// one process, so without DATABASE_URL there is always exactly one. See docs/decisions/0012.
import cluster from "node:cluster";

// What this file prints is a log line like the app's: one JSON object (level 50 error, 60 fatal).
// `serialize` is the app's error serializer once the server module is loaded (no query parameters).
let serialize = (error) => ({ type: error?.name ?? typeof error, message: String(error?.message ?? error) });
function logLine(level, msg, error) {
  const line = { level, time: new Date().toISOString(), service: "unibridge", msg, ...(error === undefined ? {} : { err: serialize(error) }) };
  (level >= 50 ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
}

const mode = process.env.NODE_ENV === "development" ? "development" : "production";
const workerCount = mode === "production" && process.env.DATABASE_URL ? Math.max(1, Number.parseInt(process.env.WEB_CONCURRENCY ?? "1", 10) || 1) : 1;

if (workerCount > 1 && cluster.isPrimary) {
  await runPrimary(workerCount);
} else {
  await runServer();
}

async function runServer() {
  async function load() {
    if (mode === "production") return { module: await import("./build/server/index.js") };
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    return { module: await devServer.ssrLoadModule("./server/app.ts"), devServer };
  }

  const { module, devServer } = await load();
  if (module.serializeError) serialize = module.serializeError;
  let running;
  try {
    running = await module.startServer({ mode, devMiddleware: devServer?.middlewares });
  } catch (error) {
    if (error instanceof module.DataDirLockedError) {
      logLine(60, error.message);
    } else {
      logLine(60, "Unibridge failed to start", error);
    }
    await devServer?.close();
    process.exit(1);
  }

  let stopping = false;
  async function shutdown(signal) {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await running.close();
      await devServer?.close();
      logLine(30, `Unibridge stopped (${signal})`);
      process.exit(0);
    } catch (error) {
      logLine(50, "Error during shutdown", error);
      process.exit(1);
    }
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

async function runPrimary(count) {
  let stopping = false;
  const workers = new Set();

  function fork() {
    const worker = cluster.fork();
    workers.add(worker);
    const ready = new Promise((resolve, reject) => {
      worker.once("listening", resolve);
      worker.once("exit", (code) => reject(new Error(`worker exited with ${code} before listening`)));
    });
    worker.on("exit", (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) process.exit(process.exitCode ?? 0);
        return;
      }
      // A worker that dies takes the service down with it, so the supervisor (systemd, the
      // container runtime) restarts everything in a known state rather than half of it.
      logLine(60, `Unibridge worker ${worker.process.pid} exited (${signal ?? code}); stopping`);
      stop(1);
    });
    return ready;
  }

  function stop(exitCode) {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of workers) worker.process.kill("SIGTERM");
    if (workers.size === 0) process.exit(exitCode);
    setTimeout(() => process.exit(1), 12_000).unref();
  }

  process.on("SIGTERM", () => stop(0));
  process.on("SIGINT", () => stop(0));

  try {
    // The first worker applies the migrations alone; the others start once it is listening.
    await fork();
    await Promise.all(Array.from({ length: count - 1 }, () => fork()));
  } catch (error) {
    logLine(60, "Unibridge failed to start", error);
    stop(1);
  }
}
