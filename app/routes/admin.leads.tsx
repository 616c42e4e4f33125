import { useTranslation } from "~/lib/i18n-react";
import type { Route } from "./+types/admin.leads";
import { adminLeadIntentSchema, adminLeadsQuerySchema } from "~/features/leads/admin-lead-intents";
import { AdminLeadsPage } from "~/features/leads/admin-leads-page";
import { deleteLead, setLeadConverted } from "~/features/leads/change-lead.server";
import { listLeads } from "~/features/leads/list-leads.server";
import { getServices, localeContext } from "~/lib/app-context.server";
import { isAppError } from "~/lib/errors";
import { requireRole } from "~/lib/guards.server";
import { pageStrings } from "~/lib/page-strings.server";
import { usePageStrings } from "~/lib/page-strings";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireRole(args, "admin");
  const url = new URL(args.request.url);
  const { q, page } = adminLeadsQuerySchema.parse({ q: url.searchParams.get("q") ?? "", page: url.searchParams.get("page") ?? 1 });
  const list = await listLeads(getServices(args.context).db, { query: q, page });
  return {
    ...list,
    leads: list.leads.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
    query: q,
    timeZone: user.timeZone,
    strings: pageStrings(args.context.get(localeContext), "leads"),
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireRole(args, "admin");
  const { db } = getServices(args.context);
  const parsed = adminLeadIntentSchema.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) return Response.json({ error: "invalid_request" }, { status: 400 });
  const actor = { id: user.id, name: user.name };
  try {
    if (parsed.data.intent === "delete") await deleteLead(db, actor, parsed.data.leadId);
    else await setLeadConverted(db, actor, { leadId: parsed.data.leadId, converted: parsed.data.converted });
    return { ok: true as const };
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: error.code }, { status: error.status });
    throw error;
  }
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  usePageStrings(loaderData.strings);
  const { t } = useTranslation("leads");
  return (
    <>
      <title>{`${t("admin.title")} | Unibridge`}</title>
      <AdminLeadsPage {...loaderData} />
    </>
  );
}
