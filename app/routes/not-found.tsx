import { data } from "react-router";

// Every unmatched path: the root ErrorBoundary renders the 404 page (with noindex) for this status.
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
