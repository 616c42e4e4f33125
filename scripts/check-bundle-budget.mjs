// Client bundle budget (`npm run bundle:check`, and a step of `npm test` right after the build).
//
// For every page of the app (each route in app/routes.ts with a component; resource routes such
// as /logout or /api/... send no JavaScript of their own and are listed apart), adds up the
// compressed size of the JavaScript a browser loads for it: the client entry, the root route and every
// route above the page, the page's own route module (and its split clientAction/clientLoader
// chunks), and everything those import statically, transitively, each chunk counted once, plus
// the bundled strings of one language (the larger), which the entry loads before it hydrates.
// Other dynamic imports are left out: they load only when the code asks for them. Sizes are those
// of the files the server sends, which the build writes beside each script (vite.config.ts): the
// Brotli file (.br), which every current browser takes and which the budget judges, and the gzip
// file (.gz) for a browser without Brotli, shown beside it. Run `npx react-router build` first.
//
// What the build leaves to read: React Router's manifest (build/client/assets/manifest-*.js)
// names each route's id, parent, path and module files; Vite's own manifest
// (build/client/.vite/manifest.json) names the strings chunks. The static imports are read from
// the chunks themselves, whose import statements Rolldown writes first in each file. The walk is checked against the imports React
// Router lists for each route (what it preloads), so a parse that misses one fails loudly.
//
// Each page is compared with its ceiling in scripts/bundle-budget.json (route id -> Brotli bytes).
// The check fails when a page is over its budget, when a page has no budget (a new page must be
// given one on purpose), when the file budgets a route that is no longer a page, or when a page a
// visitor can open has a ceiling above the goal for them (PUBLIC_PAGE_GOAL, issue 19).
//
//   node scripts/check-bundle-budget.mjs            check, print the table
//   node scripts/check-bundle-budget.mjs --update   rewrite the budget file from this build
//
// --update sets every ceiling to the page's current size plus 1 to 2 KB, in whole KB. It is
// for lowering budgets deliberately after making pages smaller, or for giving a new page its
// first budget. Read the diff before committing it: it prints every ceiling it raises, and a
// raise means the pages got heavier, which should be a decision stated in the commit, not a
// side effect.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const KB = 1024;

/** Issue 19: no page a visitor can open (signed out) sends more JavaScript than this. */
export const PUBLIC_PAGE_GOAL = 130 * KB;

/** The pages a visitor can open without signing in (app/features/seo/public-pages.ts and the auth and booking pages). */
export const publicPageRoutes = [
  "routes/home",
  "routes/mentors",
  "routes/top-mentors",
  "routes/schedule-meeting.$mentorId",
  "routes/how-it-works",
  "routes/why-us",
  "routes/about",
  "routes/for-parents",
  "routes/for-schools",
  "routes/institutional",
  "routes/success-stories",
  "routes/blog",
  "routes/blog.$slug",
  "routes/mentor-support",
  "routes/founder-consultation",
  "routes/privacy",
  "routes/terms",
  "routes/search",
  "routes/signup",
  "routes/login",
  "routes/forgot-password",
  "routes/reset-password",
  "routes/verify-email",
  "routes/sign-in-link",
  "routes/not-found",
];

/**
 * @typedef {Record<string, string[]>} ImportGraph   output file ("assets/x.js") -> the files it imports statically
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean, hasDefaultExport?: boolean,
 *   module: string, imports?: string[], [key: string]: unknown }} RouterRoute
 * @typedef {{ entry: { module: string, imports?: string[] }, routes: Record<string, RouterRoute> }} RouterManifest
 *   build/client/assets/manifest-*.js (window.__reactRouterManifest)
 * @typedef {{ id: string, path: string, modules: string[] }} Page   modules: URLs as in the router manifest
 * @typedef {{ id: string, path: string, bytes: number, gzipBytes?: number, files: string[] }} PageSize
 * @typedef {"under" | "over" | "missing"} Verdict
 * @typedef {{ id: string, path: string, bytes: number, gzipBytes?: number, budget: number | null, verdict: Verdict }} Row
 * @typedef {{ rows: Row[], stale: string[], aboveGoal: string[], largestPublic: number, goal: number, ok: boolean }} Judgement
 */

/**
 * The specifiers of a chunk's static imports: the import statements at its start, where Rolldown
 * writes them all (`import{a as b}from"./x.js";`, `import"./y.js";`), and re-exports from other
 * chunks (`export{t as clientAction}from"./z.js";`, the whole of some split route modules). Comments before them are
 * skipped; the first other statement ends the list, so nothing in the code itself is read.
 * @param {string} code
 * @returns {string[]}
 */
export function leadingStaticImports(code) {
  // Vite puts its lazy-import dependency map (`const __vite__mapDeps=…;`) before the imports of a
  // chunk that has a dynamic import; it is one line.
  const statement = /\s*(?:\/\*[\s\S]*?\*\/|\/\/[^\n]*\n|const __vite__mapDeps=[^\n]*\n)|\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\n]+)\1\s*;?/y;
  /** @type {string[]} */
  const specifiers = [];
  for (let match; (match = statement.exec(code)) && match[0].length > 0; ) {
    if (match[2]) specifiers.push(match[2]);
  }
  return specifiers;
}

/**
 * Which built files each built file imports statically, resolved to paths like "assets/x.js".
 * @param {Record<string, string>} sources output file -> its code
 * @returns {ImportGraph}
 */
export function buildImportGraph(sources) {
  /** @type {ImportGraph} */
  const graph = {};
  for (const [file, code] of Object.entries(sources)) {
    graph[file] = leadingStaticImports(code).map((specifier) => {
      if (specifier.startsWith("/")) return specifier.slice(1);
      if (specifier.startsWith(".")) return path.posix.join(path.posix.dirname(file), specifier);
      throw new Error(`${file} imports "${specifier}", which a browser cannot load`);
    });
  }
  return graph;
}

/**
 * The files of `startFiles` and of everything they import statically, transitively, each once,
 * in the order first reached.
 * @param {ImportGraph} graph
 * @param {string[]} startFiles
 * @returns {string[]}
 */
export function staticImportClosure(graph, startFiles) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file */
  const visit = (file) => {
    if (seen.has(file)) return;
    const imports = graph[file];
    if (!imports) throw new Error(`${file} is not among the built chunks`);
    seen.add(file);
    for (const imported of imports) visit(imported);
  };
  for (const file of startFiles) visit(file);
  return [...seen];
}

/**
 * The pages of the router manifest (routes with a component, the root excepted since every page
 * includes it), each with the module URLs a browser loads for it: the client entry, then for
 * each route from the root down to the page its module and split route chunks (clientAction,
 * clientLoader, ...). Also the ids of the resource routes (no component).
 * @param {RouterManifest} routerManifest
 * @returns {{ pages: Page[], resourceRoutes: string[] }}
 */
export function routePages(routerManifest) {
  const { routes } = routerManifest;
  /** @param {RouterRoute} route @returns {RouterRoute[]} root first */
  const chain = (route) => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    if (route.parentId && !parent) throw new Error(`route ${route.id}: parent ${route.parentId} is not in the manifest`);
    return parent ? [...chain(parent), route] : [route];
  };
  /** @param {RouterRoute} route */
  const modulesOf = (route) => [
    route.module,
    ...Object.entries(route)
      .filter(([key, value]) => key !== "module" && key.endsWith("Module") && typeof value === "string")
      .map(([, value]) => /** @type {string} */ (value)),
  ];
  /** @type {Page[]} */
  const pages = [];
  /** @type {string[]} */
  const resourceRoutes = [];
  for (const route of Object.values(routes)) {
    if (!route.parentId) continue; // the root: part of every page
    if (!route.hasDefaultExport) {
      resourceRoutes.push(route.id);
      continue;
    }
    const routeChain = chain(route);
    const urlPath = routeChain.map((r) => r.path ?? "").filter(Boolean).join("/");
    pages.push({
      id: route.id,
      path: `/${urlPath}`,
      modules: [routerManifest.entry.module, ...routeChain.flatMap(modulesOf)],
    });
  }
  return { pages, resourceRoutes };
}

/** @param {string} url a module URL of the router manifest ("/assets/x.js") @returns {string} "assets/x.js" */
export const fileOfUrl = (url) => url.replace(/^\//, "");

/**
 * Each page's JavaScript: the closure of its modules, and the sum of the files' sizes.
 * @param {Page[]} pages
 * @param {ImportGraph} graph
 * @param {(file: string) => number} sizeOf compressed bytes of an output file
 * @returns {PageSize[]}
 */
export function measurePages(pages, graph, sizeOf) {
  return pages.map((page) => {
    const files = staticImportClosure(graph, page.modules.map(fileOfUrl));
    return { id: page.id, path: page.path, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

/**
 * The ceiling --update writes: the size plus 1 to 2 KB, in whole KB. Every page shares the
 * vendor and app chunks, so a ceiling at the exact size would fail every page at the next
 * one-line change of shared code; a library or a real feature is still caught.
 * @param {number} bytes
 */
export function ceilingFor(bytes) {
  return (Math.floor(bytes / KB) + 2) * KB;
}

/**
 * @param {PageSize[]} sizes
 * @param {{ publicRoutes?: string[], goal?: number }} [publicPages] a public page's ceiling is at most the goal
 * @returns {Record<string, number>} route id -> ceiling, in route order
 */
export function budgetFor(sizes, { publicRoutes = publicPageRoutes, goal = PUBLIC_PAGE_GOAL } = {}) {
  return Object.fromEntries(sizes.map((s) => [s.id, Math.min(ceilingFor(s.bytes), publicRoutes.includes(s.id) ? goal : Infinity)]));
}

/**
 * The bytes of the heaviest public page (0 when there is none).
 * @param {{ id: string, bytes: number }[]} sizes
 * @param {string[]} [publicRoutes]
 */
export function largestPublicPage(sizes, publicRoutes = publicPageRoutes) {
  return Math.max(0, ...sizes.filter((size) => publicRoutes.includes(size.id)).map((size) => size.bytes));
}

/**
 * Compares each page with its budget. Fails on a page over its budget, a page without one, a
 * budget for a route that is not a page (any more), and a public page's budget above the goal.
 * @param {{ id: string, path: string, bytes: number, gzipBytes?: number }[]} sizes
 * @param {Record<string, number>} budget route id -> max Brotli bytes
 * @param {{ publicRoutes?: string[], goal?: number }} [publicPages]
 * @returns {Judgement}
 */
export function judge(sizes, budget, { publicRoutes = publicPageRoutes, goal = PUBLIC_PAGE_GOAL } = {}) {
  /** @type {Row[]} */
  const rows = sizes.map(({ id, path, bytes, gzipBytes }) => {
    const limit = Object.hasOwn(budget, id) ? budget[id] : undefined;
    if (typeof limit !== "number") return { id, path, bytes, gzipBytes, budget: null, verdict: "missing" };
    return { id, path, bytes, gzipBytes, budget: limit, verdict: bytes > limit ? "over" : "under" };
  });
  const pages = new Set(sizes.map((s) => s.id));
  const stale = [...Object.keys(budget), ...publicRoutes].filter((id) => !pages.has(id));
  // A public page without a budget is already "missing".
  const aboveGoal = publicRoutes.filter((id) => typeof budget[id] === "number" && budget[id] > goal);
  const largestPublic = largestPublicPage(sizes, publicRoutes);
  const ok = rows.every((r) => r.verdict === "under") && stale.length === 0 && aboveGoal.length === 0;
  return { rows, stale, aboveGoal, largestPublic, goal, ok };
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(2);

/**
 * The per-page table and, when the check fails, what to do about it.
 * @param {Judgement} judgement
 * @param {{ resourceRoutes?: string[], budgetFile?: string }} [options]
 * @returns {string}
 */
export function formatReport({ rows, stale, aboveGoal, largestPublic, goal, ok }, { resourceRoutes = [], budgetFile = "scripts/bundle-budget.json" } = {}) {
  const header = ["route", "path", "Brotli KB", "(gzip KB)", "budget KB", "verdict"];
  const body = rows.map((r) => [
    r.id,
    r.path,
    kb(r.bytes),
    r.gzipBytes === undefined ? "-" : kb(r.gzipBytes),
    r.budget === null ? "-" : kb(r.budget),
    r.verdict === "missing"
      ? "NO BUDGET"
      : r.verdict === "over"
        ? `OVER by ${kb(r.bytes - /** @type {number} */ (r.budget))}`
        : `under by ${kb(/** @type {number} */ (r.budget) - r.bytes)}`,
  ]);
  const table = [header, ...body];
  const widths = header.map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
  const numeric = [false, false, true, true, true, false];
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ").trimEnd();
  const out = [
    "Client JavaScript per page as the server sends it (entry + root + page chunks and their static imports, each once;",
    "Brotli, judged against the budget; gzip, for a browser without Brotli, shown)",
    "",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...body.map(line),
  ];
  if (resourceRoutes.length) out.push("", `Resource routes (no page, no JavaScript of their own): ${resourceRoutes.join(", ")}`);
  const over = rows.filter((r) => r.verdict === "over");
  const missing = rows.filter((r) => r.verdict === "missing");
  if (over.length) {
    out.push(
      "",
      `Over budget: ${over.map((r) => r.id).join(", ")}.`,
      `  Make the page lighter, or, if the growth is worth it, raise its ceiling in ${budgetFile} and say why in the commit.`,
    );
  }
  if (missing.length) {
    out.push("", `No budget for: ${missing.map((r) => r.id).join(", ")}. Give each new page a ceiling in ${budgetFile}:`);
    for (const r of missing) out.push(`  "${r.id}": ${ceilingFor(r.bytes)}   (today's size plus 1 to 2 KB)`);
  }
  if (stale.length) out.push("", `Budget or public page for routes that are no longer pages: ${stale.join(", ")}. Remove them from ${budgetFile} or publicPageRoutes.`);
  if (aboveGoal.length) {
    out.push("", `Public pages with a ceiling above the ${kb(goal)} KB goal: ${aboveGoal.join(", ")}. A visitor's page must stay within it.`);
  }
  if (largestPublic) out.push("", `Largest public page: ${kb(largestPublic)} KB (goal ${kb(goal)} KB).`);
  out.push("", ok ? "Bundle budget: every page is within its budget." : "Bundle budget: FAILED.");
  return out.join("\n");
}

/**
 * The router manifest a build wrote: build/client/assets/manifest-<version>.js.
 * @param {string} clientDir
 * @returns {RouterManifest}
 */
function readRouterManifest(clientDir) {
  const assets = path.join(clientDir, "assets");
  const candidates = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => path.join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!candidates[0]) throw new Error(`no React Router manifest (manifest-*.js) in ${assets}`);
  const text = readFileSync(candidates[0], "utf8").trim();
  const match = /^window\.__reactRouterManifest\s*=\s*([\s\S]*?);?$/.exec(text);
  if (!match?.[1]) throw new Error(`${candidates[0]} is not a React Router manifest`);
  return JSON.parse(match[1]);
}

/**
 * Every page's JavaScript as sent, measured on the build in `clientDir` (build/client).
 * @param {string} clientDir
 * @returns {{ sizes: PageSize[], resourceRoutes: string[] }}
 */
export function measureBuild(clientDir) {
  const routerManifest = readRouterManifest(clientDir);
  /** @type {Record<string, string>} */
  const sources = {};
  for (const name of readdirSync(path.join(clientDir, "assets"))) {
    if (name.endsWith(".js")) sources[`assets/${name}`] = readFileSync(path.join(clientDir, "assets", name), "utf8");
  }
  const graph = buildImportGraph(sources);
  const { pages, resourceRoutes } = routePages(routerManifest);
  /** @type {Map<string, number>} */
  const fileSizes = new Map();
  /** The size of the file the server sends for `file` in one encoding (vite.config.ts writes them). */
  const sentSize = (/** @type {string} */ file, /** @type {"br" | "gz"} */ encoding) => {
    const key = `${file}.${encoding}`;
    let bytes = fileSizes.get(key);
    if (bytes === undefined) {
      const compressed = path.join(clientDir, key);
      if (!existsSync(compressed)) throw new Error(`${key} is missing: the build writes it beside ${file} (vite.config.ts, precompressAssets)`);
      fileSizes.set(key, (bytes = statSync(compressed).size));
    }
    return bytes;
  };
  const sizeOf = (/** @type {string} */ file) => sentSize(file, "br");
  const gzipSizeOf = (/** @type {string} */ file) => sentSize(file, "gz");
  // Each page also loads its language's bundled strings before it hydrates (app/locales/en.ts or
  // zh.ts, a dynamic import of the client entry), found in Vite's manifest (kept by vite.config.ts),
  // with whatever they import: the larger language is counted for every page.
  const viteManifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"));
  const localeFiles = ["en", "zh"].map((locale) => {
    const file = viteManifest[`app/locales/${locale}.ts`]?.file;
    if (!file) throw new Error(`Vite's manifest names no chunk for app/locales/${locale}.ts`);
    return staticImportClosure(graph, [file]);
  });
  const bytesOf = (/** @type {string[]} */ files) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  const [largestLocale] = localeFiles.sort((a, b) => bytesOf(b) - bytesOf(a));
  const sizes = measurePages(pages, graph, sizeOf).map((size) => {
    const added = largestLocale.filter((file) => !size.files.includes(file));
    const files = [...size.files, ...added];
    return { ...size, files, bytes: size.bytes + bytesOf(added), gzipBytes: files.reduce((sum, file) => sum + gzipSizeOf(file), 0) };
  });

  // The walk must reach at least what React Router itself preloads for each page.
  for (const size of sizes) {
    const route = routerManifest.routes[size.id];
    const expected = [...(routerManifest.entry.imports ?? []), ...(route?.imports ?? [])].map(fileOfUrl);
    const missed = expected.filter((file) => !size.files.includes(file));
    if (missed.length) throw new Error(`${size.id}: the import walk missed ${missed.join(", ")}, which React Router preloads`);
  }
  return { sizes, resourceRoutes };
}

function main() {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.some((a) => a !== "--update")) {
    console.log("usage: node scripts/check-bundle-budget.mjs [--update]   (after `npx react-router build`)");
    process.exit(args.includes("--help") ? 0 : 2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const clientDir = path.join(root, "build/client");
  const budgetPath = path.join(root, "scripts/bundle-budget.json");
  const budgetFile = path.relative(root, budgetPath);
  if (!existsSync(path.join(clientDir, "assets"))) {
    console.error("No client build (build/client/assets is missing): run `npx react-router build` first.");
    process.exit(1);
  }

  const { sizes, resourceRoutes } = measureBuild(clientDir);

  /** @type {Record<string, number>} */
  const budget = existsSync(budgetPath) ? JSON.parse(readFileSync(budgetPath, "utf8")) : {};

  if (args.includes("--update")) {
    const next = budgetFor(sizes);
    writeFileSync(budgetPath, `${JSON.stringify(next, null, 2)}\n`);
    console.log(formatReport(judge(sizes, next), { resourceRoutes, budgetFile }));
    console.log(`\nWrote ${budgetFile} from this build.`);
    for (const [id, bytes] of Object.entries(next)) {
      const before = budget[id];
      if (typeof before === "number" && bytes > before) {
        console.log(`  RAISED ${id}: ${kb(before)} -> ${kb(bytes)} KB (the page got heavier: say why in the commit)`);
      }
    }
    return;
  }

  const judgement = judge(sizes, budget);
  const report = formatReport(judgement, { resourceRoutes, budgetFile });
  if (judgement.ok) console.log(report);
  else {
    console.error(report);
    process.exit(1);
  }
}

// Run only as a script, not when a test imports the functions above.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  try {
    main();
  } catch (error) {
    console.error(`check-bundle-budget: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
