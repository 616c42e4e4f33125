import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { AdminLayout } from "~/features/admin/admin-layout";
import { requireRole } from "~/lib/guards.server";

export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  return null;
}

export default function AdminRoute() {
  return (
    <AdminLayout>
      {/* The back office stays out of search engines, whichever tab is open. */}
      <meta name="robots" content="noindex" />
      <Outlet />
    </AdminLayout>
  );
}
