import { describe, expect, it } from "vitest";
import {
  budgetFor,
  buildImportGraph,
  ceilingFor,
  formatReport,
  judge,
  leadingStaticImports,
  measurePages,
  routePages,
  staticImportClosure,
} from "./check-bundle-budget.mjs";

describe("leadingStaticImports", () => {
  it("reads the import statements Rolldown writes at the top of a chunk, and nothing after them", () => {
    const code =
      '/*! a licence */import{n as e}from"./runtime-1.js";import e2,{a as b}from"./vendor-2.js";import*as ns from"./ns-3.js";import"./side-4.js";' +
      'var x=`import{y}from"./not-an-import.js"`;import("./lazy-5.js");';
    expect(leadingStaticImports(code)).toEqual(["./runtime-1.js", "./vendor-2.js", "./ns-3.js", "./side-4.js"]);
    expect(leadingStaticImports("")).toEqual([]);
    const withLazyMap = 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/chart-1.js"])))=>i.map(i=>d[i]);\nimport{r as e}from"./runtime-1.js";import{t as u}from"./preload-helper-2.js";var d=1;';
    expect(leadingStaticImports(withLazyMap)).toEqual(["./runtime-1.js", "./preload-helper-2.js"]);
    expect(leadingStaticImports("Math.random()<0&&console.log(`No clientAction chunk`);")).toEqual([]);
  });

  it("reads a re-export from another chunk (a split clientAction module can be only that), but not a local export", () => {
    expect(leadingStaticImports('export{t as clientAction}from"./page-1.js";')).toEqual(["./page-1.js"]);
    expect(leadingStaticImports('import{a}from"./a-1.js";export*from"./b-2.js";export{a};')).toEqual(["./a-1.js", "./b-2.js"]);
  });

  it("resolves the specifiers to built files", () => {
    expect(buildImportGraph({ "assets/a.js": 'import{x}from"./b.js";import"/assets/c.js";', "assets/b.js": "", "assets/c.js": "" })).toEqual({
      "assets/a.js": ["assets/b.js", "assets/c.js"],
      "assets/b.js": [],
      "assets/c.js": [],
    });
    expect(() => buildImportGraph({ "assets/a.js": 'import"react";' })).toThrow(/cannot load/);
  });
});

describe("staticImportClosure", () => {
  // entry -> runtime, vendor; vendor -> runtime; page -> shared -> vendor; shared <-> cycle
  const graph = {
    "assets/entry.js": ["assets/runtime.js", "assets/vendor.js"],
    "assets/runtime.js": [],
    "assets/vendor.js": ["assets/runtime.js"],
    "assets/page.js": ["assets/shared.js"],
    "assets/shared.js": ["assets/vendor.js", "assets/cycle.js"],
    "assets/cycle.js": ["assets/shared.js"],
    "assets/unrelated.js": [],
  };

  it("follows imports transitively and counts each file once, cycles included", () => {
    expect(staticImportClosure(graph, ["assets/entry.js", "assets/page.js"])).toEqual([
      "assets/entry.js",
      "assets/runtime.js",
      "assets/vendor.js",
      "assets/page.js",
      "assets/shared.js",
      "assets/cycle.js",
    ]);
  });

  it("refuses an import of a file that was not built", () => {
    expect(() => staticImportClosure({ "assets/a.js": ["assets/gone.js"] }, ["assets/a.js"])).toThrow(/assets\/gone\.js/);
  });

  it("adds the entry, the root, the page's module and its split chunks for each page, and skips resource routes", () => {
    const { pages, resourceRoutes } = routePages({
      entry: { module: "/assets/entry.js", imports: ["/assets/runtime.js", "/assets/vendor.js"] },
      routes: {
        root: { id: "root", path: "", hasDefaultExport: true, module: "/assets/root.js" },
        "routes/page": {
          id: "routes/page",
          parentId: "root",
          path: "things/:id",
          hasDefaultExport: true,
          module: "/assets/page.js",
          clientActionModule: "/assets/unrelated.js",
        },
        "routes/api": { id: "routes/api", parentId: "root", path: "api", hasDefaultExport: false, module: "/assets/api.js" },
      },
    });
    expect(resourceRoutes).toEqual(["routes/api"]);
    expect(pages).toEqual([
      { id: "routes/page", path: "/things/:id", modules: ["/assets/entry.js", "/assets/root.js", "/assets/page.js", "/assets/unrelated.js"] },
    ]);
    const sizes = measurePages(pages, { ...graph, "assets/root.js": ["assets/vendor.js"] }, (file) => file.length);
    expect(sizes[0]!.files.toSorted()).toEqual(
      ["entry", "runtime", "vendor", "root", "page", "shared", "cycle", "unrelated"].map((f) => `assets/${f}.js`).toSorted(),
    );
    expect(sizes[0]!.bytes).toBe(sizes[0]!.files.join("").length);
  });
});

describe("judge", () => {
  const sizes = [
    { id: "routes/home", path: "/", bytes: 2000 },
    { id: "routes/login", path: "/login", bytes: 1024 },
  ];
  const publicPages = { publicRoutes: ["routes/home"], goal: 4096 };

  it("passes pages at or under their budget", () => {
    const result = judge(sizes, { "routes/home": 2048, "routes/login": 1024 }, publicPages);
    expect(result.ok).toBe(true);
    expect(result.rows.map((r) => r.verdict)).toEqual(["under", "under"]);
    expect(formatReport(result)).toMatch(/every page is within its budget/);
  });

  it("fails a page over its budget, by how much", () => {
    const result = judge(sizes, { "routes/home": 2048, "routes/login": 1023 }, publicPages);
    expect(result.ok).toBe(false);
    expect(result.rows[1]).toEqual({ id: "routes/login", path: "/login", bytes: 1024, budget: 1023, verdict: "over" });
    expect(formatReport(result)).toMatch(/OVER by 0\.00[\s\S]*Over budget: routes\/login\./);
  });

  it("fails a page that has no budget, and says what to add", () => {
    const result = judge(sizes, { "routes/home": 2048 }, publicPages);
    expect(result.ok).toBe(false);
    expect(result.rows[1]).toMatchObject({ id: "routes/login", budget: null, verdict: "missing" });
    expect(formatReport(result)).toMatch(/No budget for: routes\/login[\s\S]*"routes\/login": 3072/);
  });

  it("fails a budget for a route that is no longer a page", () => {
    const result = judge(sizes, { "routes/home": 2048, "routes/login": 2048, "routes/gone": 1024 }, publicPages);
    expect(result.ok).toBe(false);
    expect(result.stale).toEqual(["routes/gone"]);
    expect(formatReport(result)).toMatch(/no longer pages: routes\/gone/);
  });

  it("judges the size sent with Brotli and shows the gzip size beside it", () => {
    const result = judge([{ id: "routes/home", path: "/", bytes: 2000, gzipBytes: 2500 }], { "routes/home": 2048 }, publicPages);
    expect(result.ok).toBe(true);
    expect(formatReport(result)).toMatch(/routes\/home\s+\/\s+1\.95\s+2\.44\s+2\.00\s+under by 0\.05/);
  });

  it("fails a public page whose ceiling is above the goal, and a public page that is no longer a page", () => {
    const above = judge(sizes, { "routes/home": 5120, "routes/login": 8192 }, publicPages);
    expect(above.ok).toBe(false);
    expect(above.aboveGoal).toEqual(["routes/home"]);
    expect(formatReport(above)).toMatch(/ceiling above the 4\.00 KB goal: routes\/home\.[\s\S]*Largest public page: 1\.95 KB \(goal 4\.00 KB\)/);
    const gone = judge(sizes, { "routes/home": 2048, "routes/login": 2048 }, { publicRoutes: ["routes/home", "routes/gone"], goal: 4096 });
    expect(gone.stale).toEqual(["routes/gone"]);
    expect(gone.ok).toBe(false);
  });

  it("sets a ceiling 1 to 2 KB above today's size, in whole KB", () => {
    expect(ceilingFor(0)).toBe(2048);
    expect(ceilingFor(1023)).toBe(2048);
    expect(ceilingFor(1024)).toBe(3072);
    expect(ceilingFor(230438)).toBe(232448);
  });

  it("caps a public page's ceiling at the goal", () => {
    const sizes = [
      { id: "routes/home", path: "/", bytes: 3500, files: [] },
      { id: "routes/admin", path: "/admin", bytes: 3500, files: [] },
    ];
    expect(budgetFor(sizes, { publicRoutes: ["routes/home"], goal: 4096 })).toEqual({ "routes/home": 4096, "routes/admin": 5120 });
  });
});
