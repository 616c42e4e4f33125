import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// This file runs from source (tsx, vitest) and from the server bundle (build/server/...),
// so the project root is found by walking up to package.json rather than by a fixed offset.
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();

export function projectPath(...parts: string[]): string {
  return path.join(projectRoot, ...parts);
}
