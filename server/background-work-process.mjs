// Starts server/background-work-process.ts in a process of its own, through Vite's module loader
// as `npm run dev` does (the app's modules use Vite features such as import.meta.glob). Test use:
// the crash-recovery test runs it and kills it mid-work.
import { createServer } from "vite";

const vite = await createServer({
  configFile: "vitest.config.ts",
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: "custom",
  logLevel: "error",
});
await vite.ssrLoadModule("./server/background-work-process.ts");
