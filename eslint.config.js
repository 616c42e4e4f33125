import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { featureDependencies } from "./eslint.features.js";

// Layers (docs/ARCHITECTURE.md): routes and the app shell compose features; a feature uses the
// features it lists in eslint.features.js, plus ui/, lib/, db/ and content/; ui/ and lib/ use no
// feature. Test files may also use the shared test helpers in app/test/.
const elements = [
  { type: "route", pattern: "app/routes", partialMatch: false },
  { type: "feature", pattern: "app/features/*", partialMatch: false, capture: ["feature"] },
  { type: "ui", pattern: "app/ui", partialMatch: false },
  { type: "lib", pattern: "app/lib", partialMatch: false },
  { type: "seed", pattern: "app/db/seed", partialMatch: false },
  { type: "db", pattern: "app/db", partialMatch: false },
  { type: "locales", pattern: "app/locales", partialMatch: false },
  { type: "test-support", pattern: "app/test", partialMatch: false },
  // root.tsx, routes.ts and the entries: whatever in app/ no folder above claims.
  { type: "app-shell", pattern: "app", partialMatch: false },
  { type: "content", pattern: "content", partialMatch: false },
  { type: "server", pattern: "server", partialMatch: false },
  { type: "scripts", pattern: "scripts", partialMatch: false },
  { type: "e2e", pattern: "tests", partialMatch: false },
];

const to = (...types) => ({ to: { element: { type: types } } });
const base = ["ui", "lib", "db", "locales", "content"];

const policies = [
  { from: { element: { type: "route" } }, allow: to("route", "feature", ...base) },
  { from: { element: { type: "app-shell" } }, allow: to("app-shell", "route", "feature", ...base) },
  ...Object.entries(featureDependencies).map(([feature, uses]) => ({
    from: { element: { type: "feature", captured: { feature } } },
    allow: [to(...base), { to: { element: { type: "feature", captured: { feature: [feature, ...uses] } } } }],
  })),
  { from: { element: { type: "ui" } }, allow: to("ui", "lib", "locales", "content") },
  { from: { element: { type: "lib" } }, allow: to("lib", "db", "locales", "content") },
  { from: { element: { type: "db" } }, allow: to("db", "lib", "content") },
  { from: { element: { type: "seed" } }, allow: to("seed", "feature", ...base) },
  { from: { element: { type: "locales" } }, allow: to("locales") },
  { from: { element: { type: "content" } }, allow: to("content") },
  // Composition roots: the server wires features together (job handlers, workers); scripts run them.
  { from: { element: { type: "server" } }, allow: to("server", "app-shell", "route", "feature", "seed", ...base) },
  { from: { element: { type: "scripts" } }, allow: to("scripts", "server", "feature", "seed", ...base) },
  // Test files anywhere may use the shared test helpers; the helpers may set up any feature.
  { from: { file: { categories: "test" } }, allow: to("test-support", "seed") },
  { from: { element: { type: "test-support" } }, allow: to("test-support", "feature", "route", "seed", "server", ...base) },
  { from: { element: { type: "e2e" } }, allow: to("e2e", "test-support", "lib", "content") },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["server.js", "scripts/**/*.{js,mjs,ts}", "server/**/*.ts", "tests/**/*.ts", "eslint.*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", fetch: "readonly" } },
    rules: { "no-console": "off" },
  },
  // Feature boundaries (DESIGN.md "Layout"; the allowed directions are in eslint.features.js).
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.{ts,mjs}", "tests/**/*.ts", "content/**/*.ts"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": elements,
      "boundaries/files": [{ category: "test", pattern: "**/*.test.{ts,tsx}" }],
      "boundaries/include": ["app/**/*", "server/**/*", "scripts/**/*", "tests/**/*", "content/**/*"],
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies,
        },
      ],
    },
  },
  // Floating promises and promises handed where a void callback is expected are bugs: type-aware checks.
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // Browser code must not pull in server modules.
  {
    files: ["app/**/*.tsx"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "**/*.test.tsx", "app/test/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.ts"],
              allowTypeImports: true,
              message: "Components may not import server-only modules (types are fine).",
            },
          ],
        },
      ],
    },
  },
);
