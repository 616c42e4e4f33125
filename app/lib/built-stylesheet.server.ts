import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { projectPath } from "./project-root.server";

const texts = new Map<string, string | undefined>();

/** The text of a built stylesheet ("/assets/app-….css"), read once; undefined when there is no such build file. */
export function builtStylesheetText(href: string): string | undefined {
  if (!texts.has(href)) {
    const file = /^\/assets\/[\w.~-]+\.css$/.test(href) ? projectPath(path.join("build/client", href)) : undefined;
    texts.set(href, file && existsSync(file) ? readFileSync(file, "utf8") : undefined);
  }
  return texts.get(href);
}
