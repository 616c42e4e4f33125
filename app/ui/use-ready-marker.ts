import { useEffect, useRef } from "react";

/**
 * A ref for the element that gets `data-ready="true"` once the page has hydrated (and `ready`
 * holds, for set-up that finishes later): until then clicks and typing do nothing (the handlers
 * are React's), so browser tests wait for it. Call it after the component's own set-up effects
 * (they run in order; children's run before).
 */
export function useReadyMarker<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ready) ref.current?.setAttribute("data-ready", "true");
  }, [ready]);
  return ref;
}
