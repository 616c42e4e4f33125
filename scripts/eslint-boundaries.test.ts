import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { featureDependencies } from "../eslint.features.js";

// The lint config is code that keeps the architecture: these lint made-up files at real paths
// (nothing is written) and check which imports it refuses.
const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({
  cwd: root,
  // Type-aware rules need files on disk; the boundaries rule does not.
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/no-misused-promises": "off",
      "@typescript-eslint/await-thenable": "off",
    },
  },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

const importing = (source: string) => `import * as imported from "${source}";\nexport const used = imported;\n`;

describe("feature boundaries in the lint config", () => {
  it("refuses an import against the allowed direction (booking may not use basket)", async () => {
    const errors = await boundaryErrors("app/features/booking/new-file.ts", importing("~/features/basket/basket-store"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature="basket"');
  });

  it("allows an import along an allowed direction (basket uses booking)", async () => {
    expect(await boundaryErrors("app/features/basket/new-file.ts", importing("~/features/booking/pricing"))).toEqual([]);
  });

  it("refuses a feature that ui/ or lib/ would import", async () => {
    expect(await boundaryErrors("app/ui/new-file.tsx", importing("~/features/booking/pricing"))).toHaveLength(1);
    expect(await boundaryErrors("app/lib/new-file.ts", importing("~/features/email/enqueue-email.server"))).toHaveLength(1);
  });

  it("lets routes compose any feature", async () => {
    expect(await boundaryErrors("app/routes/new-route.tsx", importing("~/features/basket/basket-store"))).toEqual([]);
  });

  it("keeps the shared test helpers out of production code", async () => {
    expect(await boundaryErrors("app/features/booking/new-file.ts", importing("~/test/scenario"))).toHaveLength(1);
    expect(await boundaryErrors("app/features/booking/new-file.integration.test.ts", importing("~/test/scenario"))).toEqual([]);
  });
});

describe("the feature graph (eslint.features.js)", () => {
  const graph: Record<string, readonly string[]> = featureDependencies;

  it("names every feature folder, and only those", () => {
    const folders = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(graph).sort()).toEqual(folders.sort());
    for (const uses of Object.values(graph)) for (const used of uses) expect(folders).toContain(used);
  });

  it("has no cycles", () => {
    const state = new Map<string, "visiting" | "done">();
    const cycles: string[] = [];
    const visit = (feature: string, trail: string[]) => {
      if (state.get(feature) === "done") return;
      if (state.get(feature) === "visiting") {
        cycles.push([...trail.slice(trail.indexOf(feature)), feature].join(" -> "));
        return;
      }
      state.set(feature, "visiting");
      for (const used of graph[feature] ?? []) visit(used, [...trail, feature]);
      state.set(feature, "done");
    };
    for (const feature of Object.keys(graph)) visit(feature, []);
    expect(cycles).toEqual([]);
  });
});
