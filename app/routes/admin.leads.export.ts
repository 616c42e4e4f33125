import type { Route } from "./+types/admin.leads.export";
import { adminLeadsQuerySchema } from "~/features/leads/admin-lead-intents";
import { leadsCsv, leadsCsvFileName } from "~/features/leads/leads-csv.server";
import { listAllLeads } from "~/features/leads/list-leads.server";
import { getServices } from "~/lib/app-context.server";
import { requireRole } from "~/lib/guards.server";

// GET /admin/leads/export(?q=): the leads the tab lists (all pages), as a CSV download.
export async function loader(args: Route.LoaderArgs) {
  await requireRole(args, "admin");
  const services = getServices(args.context);
  const { q } = adminLeadsQuerySchema.parse({ q: new URL(args.request.url).searchParams.get("q") ?? "" });
  const csv = leadsCsv(await listAllLeads(services.db, q));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvFileName(services.clock.now())}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
