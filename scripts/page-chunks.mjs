// What a page loads beyond the lightest page (the 404), chunk by chunk, as sent (Brotli): where to look when a
// page is over its budget. Reads the last build, as `check-bundle-budget.mjs` does (its walk).
//
//   node scripts/page-chunks.mjs routes/mentors [routes/home ...]   (after `npx react-router build`)
//   node scripts/page-chunks.mjs --floor                             the lightest page's own files
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildImportGraph, measurePages, routePages } from "./check-bundle-budget.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const assets = path.join(root, "build/client/assets");
const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) throw new Error("no build: run `npx react-router build` first");
const routerManifest = JSON.parse(/=\s*([\s\S]*?);?$/.exec(readFileSync(path.join(assets, manifestFile), "utf8").trim())[1]);
const sources = Object.fromEntries(
  readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => [`assets/${name}`, readFileSync(path.join(assets, name), "utf8")]),
);
const sizeOf = (file) => statSync(path.join(root, "build/client", `${file}.br`)).size;
const sizes = measurePages(routePages(routerManifest).pages, buildImportGraph(sources), sizeOf);
const floor = sizes.find((size) => size.id === "routes/not-found");
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const list = (files) => files.map((file) => [file, sizeOf(file)]).sort((a, b) => b[1] - a[1]).forEach(([file, bytes]) => console.log(`  ${kb(bytes)}  ${file}`));

if (process.argv.includes("--floor")) {
  console.log(`${floor.id}: ${kb(floor.bytes)} KB (strings not included)`);
  list(floor.files);
}
for (const id of process.argv.slice(2).filter((arg) => !arg.startsWith("--"))) {
  const size = sizes.find((candidate) => candidate.id === id);
  if (!size) throw new Error(`no page ${id} (route ids look like routes/mentors)`);
  const beyond = size.files.filter((file) => !floor.files.includes(file));
  console.log(`${id}: ${kb(size.bytes)} KB (strings not included), ${kb(beyond.reduce((sum, file) => sum + sizeOf(file), 0))} KB beyond ${floor.id}`);
  list(beyond);
}
