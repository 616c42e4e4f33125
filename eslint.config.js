import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const featureImport = { group: ["~/features/*"], message: "ui/ and lib/ must not import features." };

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
    files: ["server.js", "scripts/**/*.{js,mjs,ts}", "server/**/*.ts", "tests/**/*.ts"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", fetch: "readonly" } },
    rules: { "no-console": "off" },
  },
  // Import boundaries (DESIGN.md "Layout").
  {
    files: ["app/ui/**", "app/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [featureImport] }] },
  },
  // Browser code must not pull in server modules.
  {
    files: ["app/**/*.tsx"],
    ignores: ["app/routes/**", "app/root.tsx", "app/entry.server.tsx", "**/*.test.tsx"],
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
