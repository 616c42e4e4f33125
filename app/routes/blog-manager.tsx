import { redirect } from "react-router";
import type { Route } from "./+types/blog-manager";
import { requireRole } from "~/lib/guards.server";

// Spec §2: /blog-manager is the Blog tab's page (same behaviour); admins land on /admin/blog.
export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  return redirect("/admin/blog");
}

export async function action(args: Route.ActionArgs) {
  await requireRole(args, "admin");
  return redirect("/admin/blog");
}
