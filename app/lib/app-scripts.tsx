import { cloneElement, Fragment, isValidElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/**
 * React Router's `<Scripts>`, with the module preloads it puts in the head fetched at low
 * priority, as React does for its own bootstrap modules. The page is rendered on the server and
 * paints without them; at the default (high) priority they compete with the page's images on a
 * slow connection, and in a fast load they can arrive and run before the first paint, which
 * Lighthouse's simulation then counts as holding up the first paint of a slow phone (decision 0022,
 * sixth round). React Router has no option for it.
 */
export function AppScripts(props: Parameters<typeof Scripts>[0]) {
  // Called rather than rendered, to reach the links it returns: its hooks run as this
  // component's own, in the same order on every render.
  return withLowPriorityPreloads(Scripts(props));
}

function withLowPriorityPreloads(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(withLowPriorityPreloads);
  if (!isValidElement<{ rel?: string; fetchPriority?: "low"; children?: ReactNode }>(node)) return node;
  if (node.type === "link" && node.props.rel === "modulepreload") return cloneElement(node, { fetchPriority: "low" });
  if (node.type !== Fragment) return node;
  const children = withLowPriorityPreloads(node.props.children);
  // Spread like React Router's own createElement call, so its unkeyed children stay unkeyed.
  return Array.isArray(children) ? cloneElement(node, undefined, ...(children as ReactNode[])) : cloneElement(node, undefined, children);
}
