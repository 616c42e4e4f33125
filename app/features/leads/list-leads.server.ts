import { count, desc, ilike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/db.server";
import { leads } from "~/db/schema";

export const LEADS_PAGE_SIZE = 25;

export interface LeadRow {
  id: string;
  email: string;
  source: string;
  page: string;
  converted: boolean;
  createdAt: Date;
}

const leadColumns = {
  id: leads.id,
  email: leads.email,
  source: leads.source,
  page: leads.page,
  converted: leads.converted,
  createdAt: leads.createdAt,
};

/** Leads whose email, source or page contains the search text (any case); all without one. */
export function leadSearch(query: string): SQL | undefined {
  const text = query.trim();
  if (!text) return undefined;
  // % and _ are wildcards in LIKE: searched for literally.
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(ilike(leads.email, pattern), ilike(leads.source, pattern), ilike(leads.page, pattern));
}

/** Spec §7: leads newest first, one page of them, with the number of pages. */
export async function listLeads(db: DbOrTx, { query = "", page = 1 }: { query?: string; page?: number }) {
  const where = leadSearch(query);
  const [total] = await db.select({ value: count() }).from(leads).where(where);
  const pageCount = Math.max(1, Math.ceil((total?.value ?? 0) / LEADS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows: LeadRow[] = await db
    .select(leadColumns)
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEADS_PAGE_SIZE)
    .offset((current - 1) * LEADS_PAGE_SIZE);
  return { leads: rows, total: total?.value ?? 0, page: current, pageCount };
}

/** Every lead matching the search, newest first: what the CSV export writes. */
export function listAllLeads(db: DbOrTx, query = ""): Promise<LeadRow[]> {
  return db.select(leadColumns).from(leads).where(leadSearch(query)).orderBy(desc(leads.createdAt), desc(leads.id));
}
