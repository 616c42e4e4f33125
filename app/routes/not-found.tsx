import { data } from "react-router";
import { NotFoundPage } from "~/features/shell/not-found-page";

// Every unmatched path answers 404 with the 404 page (noindex) inside the normal frame.
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
