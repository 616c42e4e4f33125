import type { Namespace } from "./namespaces-of";

// Every bundled English namespace (en/*.json) by file: adding one needs no code change. A browser
// loads this module only when it shows English (app/lib/client-locale.ts, which names them with
// namespacesOf); the chunk is data only, importing nothing.
export default import.meta.glob<Namespace>("./en/*.json", { eager: true, import: "default" });
