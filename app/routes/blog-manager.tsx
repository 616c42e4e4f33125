import { redirect } from "react-router";
import type { Route } from "./+types/blog-manager";
import { requireRole } from "~/lib/guards.server";

// Spec §2: /blog-manager is the Blog tab's page (same behaviour); admins land on /admin/blog.
// No action: the forms post to /admin/blog, whose own action checks the role.
export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  return redirect("/admin/blog");
}
