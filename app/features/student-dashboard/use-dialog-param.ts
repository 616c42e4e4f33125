import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The page's dialogs that the URL opens (the booking emails link to `?sessions=open`). */
export const dialogParams = ["sessions", "schedule"] as const;
export type DialogParam = (typeof dialogParams)[number];

/**
 * A dialog whose open state lives in the URL (`?sessions=open`), so a link or a reload opens it.
 * Opening and closing replace the URL without scrolling; the route does not reload its data for
 * that alone (shouldRevalidate).
 */
export function useDialogParam(name: DialogParam): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const open = params.get(name) === "open";
  const setOpen = useCallback(
    (next: boolean) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, "open");
          else updated.delete(name);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [name, setParams],
  );
  return [open, setOpen];
}

/** Whether two dashboard URLs differ only in which dialog is open: nothing to load again then. */
export function onlyDialogChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.href === next.href) return false;
  const withoutDialogs = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of dialogParams) params.delete(name);
    params.sort();
    return params.toString();
  };
  return withoutDialogs(current) === withoutDialogs(next);
}
