// Process entry: starts the bundled server (production) or the Vite dev server (development),
// and shuts down cleanly on SIGTERM/SIGINT.
const mode = process.env.NODE_ENV === "development" ? "development" : "production";

async function load() {
  if (mode === "production") return { module: await import("./build/server/index.js") };
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  return { module: await devServer.ssrLoadModule("./server/app.ts"), devServer };
}

const { module, devServer } = await load();
let running;
try {
  running = await module.startServer({ mode, devMiddleware: devServer?.middlewares });
} catch (error) {
  if (error instanceof module.DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Unibridge failed to start:", error);
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
    console.log(JSON.stringify({ level: 30, msg: `Unibridge stopped (${signal})` }));
    process.exit(0);
  } catch (error) {
    console.error("Error during shutdown:", error);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
