import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Every route change starts at the top of the new page. Skips the first render (the browser
 * owns the initial position, e.g. a reload mid-page), hash-only changes (in-page anchors) and
 * back/forward navigations, where root's <ScrollRestoration> puts the reader back where they were.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === "POP") return;
    // "instant": the page-wide smooth scrolling is for in-page anchors, not for a new page.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);

  return null;
}
