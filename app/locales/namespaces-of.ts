/** A namespace's strings, as in its JSON file. */
export type Namespace = Record<string, unknown>;

/** One language's bundled namespaces by name, from an eager glob of its `<locale>/*.json` files. */
export function namespacesOf(files: Record<string, Namespace>): Record<string, Namespace> {
  const byName: Record<string, Namespace> = {};
  for (const [file, content] of Object.entries(files)) {
    const name = /([\w-]+)\.json$/.exec(file)?.[1];
    if (name) byName[name] = content;
  }
  return byName;
}
