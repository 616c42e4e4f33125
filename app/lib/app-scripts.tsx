import { cloneElement, createElement, Fragment, isValidElement, type ReactNode } from "react";
import { Scripts } from "react-router";

// Starts the held scripts once the browser reports the first contentful paint (the paint is on
// screen by then), or at once where nothing will paint (a hidden tab) or paints are not reported.
const startAfterFirstPaint = (hrefs: string[]) => `((hrefs) => {
  let started = false;
  const start = () => {
    const held = document.querySelector("script[data-after-paint]");
    if (started || !held) return;
    started = true;
    for (const href of hrefs) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    document.head.append(script);
  };
  const reportsPaint = typeof PerformanceObserver !== "undefined" && (PerformanceObserver.supportedEntryTypes || []).includes("paint");
  if (document.visibilityState !== "visible" || !reportsPaint) return start();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start, { once: true });
})(${JSON.stringify(hrefs).replace(/</g, "\\u003c")});`;

/**
 * React Router's `<Scripts>`, changed so the server's page paints before any of its scripts
 * loads or runs (decision 0022, sixth and seventh rounds): its module script (which imports the
 * page's modules, React among them, and starts hydration) and its module preloads are held until
 * the first contentful paint, then started together. Otherwise, when the scripts arrived quickly
 * they ran before the first paint and held it up, and Lighthouse's simulation counted every
 * script before a slow phone's first paint. React Router has no option for it. `modules` adds
 * modules of our own (the page's language strings).
 *
 * The browser's `load` event can therefore come before hydration; `<html data-hydrated>` (set by
 * the root layout) marks when React is there.
 */
export function AppScripts({ modules = [], ...props }: Parameters<typeof Scripts>[0] & { modules?: string[] }) {
  const hrefs = [...modules];
  // Called rather than rendered, to reach the elements it returns: its hooks run as this
  // component's own, in the same order on every render.
  return holdUntilPainted(Scripts(props), hrefs, props.nonce);
}

/**
 * Of React Router's module preloads for a page, two are kept: the shell chunk (every page's framework and
 * frame, the largest file; named in vite.config.ts) and the client entry (the module script
 * imports it last, dynamically, so nothing else finds it early). A page lists 20-30 small chunks
 * besides, and starting all their preloads in one go was one long task of the phone's main thread
 * (decision 0022, seventh round); the module script's own imports fetch them, small enough to
 * arrive while the shell does.
 */
const keepsPreload = (href: string) => /\/(shell|entry\.client)-[\w-]+\.js$/.test(href);

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/** The elements without their module preloads (those kept collected in `hrefs`), and the module script held. */
function holdUntilPainted(node: ReactNode, hrefs: string[], nonce: string | undefined): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => holdUntilPainted(child, hrefs, nonce));
  if (!isValidElement<ElementProps>(node)) return node;
  if (node.type === "link" && node.props.rel === "modulepreload") {
    if (node.props.href && keepsPreload(node.props.href)) hrefs.push(node.props.href);
    return null;
  }
  if (node.type === "script" && node.props.type === "module") {
    // React Router renders its preloads before this script, so `hrefs` is complete here.
    const held = cloneElement(node, { type: "text/plain", "data-after-paint": "" } as ElementProps);
    // Written by the server only: in the browser it has run before React is there.
    const __html = import.meta.env.SSR ? startAfterFirstPaint(hrefs) : "";
    const starter = createElement("script", { nonce, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html } });
    return createElement(Fragment, null, held, starter);
  }
  if (node.type !== Fragment) return node;
  const children = holdUntilPainted(node.props.children, hrefs, nonce);
  // Spread like React Router's own createElement calls, so its unkeyed children stay unkeyed.
  return Array.isArray(children) ? cloneElement(node, undefined, ...(children as ReactNode[])) : cloneElement(node, undefined, children);
}
