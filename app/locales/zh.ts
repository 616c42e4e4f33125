import { namespacesOf, type Namespace } from "./namespaces-of";

// Every bundled Chinese namespace (zh/*.json): adding one needs no code change. A browser loads
// this module only when it shows Chinese (app/lib/client-locale.ts).
export default namespacesOf(import.meta.glob<Namespace>("./zh/*.json", { eager: true, import: "default" }));
