import { useEffect, useState } from "react";

/**
 * A module loaded once the page is interactive (after hydration), or null until then. Null also
 * when it cannot load (offline, a replaced build): callers keep what the server rendered.
 * `load` must be stable (a module-level function).
 */
export function useLoadedModule<Module>(load: () => Promise<Module>): Module | null {
  const [loaded, setLoaded] = useState<{ module: Module } | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded({ module });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  return loaded?.module ?? null;
}
