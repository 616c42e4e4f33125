// Zod compiles each object schema with `new Function` when the schema is created, unless it is
// configured jitless. The Content-Security-Policy forbids eval, so the attempt fails quietly but is
// reported as a violation (a Lighthouse best-practices failure on every page with a form). Zod
// reads its configuration from this global (zod/v4/core/core.js; zod-in-browser.test.ts checks
// it), and the root route imports this module first, so it is set before any schema module runs.
// Importing zod's own `config` here would add its core to every page. Servers keep compiled parsers.
if (typeof document !== "undefined") {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (holder.__zod_globalConfig ??= {}).jitless = true;
}
export {};
