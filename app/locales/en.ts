import { namespacesOf, type Namespace } from "./namespaces-of";

// Every bundled English namespace (en/*.json): adding one needs no code change. A browser loads
// this module only when it shows English (app/lib/client-locale.ts).
export default namespacesOf(import.meta.glob<Namespace>("./en/*.json", { eager: true, import: "default" }));
