import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every route change starts at the top of the new page. Skips the first render (the browser
 * owns the initial position, e.g. a reload mid-page) and hash-only changes (in-page anchors).
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // "instant": the page-wide smooth scrolling is for in-page anchors, not for a new page.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
