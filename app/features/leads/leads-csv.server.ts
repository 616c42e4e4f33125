import { stringify } from "csv-stringify/sync";
import type { LeadRow } from "./list-leads.server";

// A spreadsheet runs a cell that starts with one of these as a formula (or, for tab and CR,
// after trimming): such cells get a leading apostrophe, which shows the text as typed.
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Spec §9: CSV columns Email, Source, Date, Page, Converted; dates in UTC ISO 8601. */
export function leadsCsv(rows: readonly LeadRow[]): string {
  return stringify(
    rows.map((lead) => [lead.email, lead.source, lead.createdAt.toISOString(), lead.page, lead.converted ? "Yes" : "No"].map(neutraliseFormula)),
    { header: true, columns: ["Email", "Source", "Date", "Page", "Converted"]},
  );
}

/** "unibridge-leads-2026-11-25.csv": the file name carries the export's date (UTC). */
export function leadsCsvFileName(now: Date): string {
  return `unibridge-leads-${now.toISOString().slice(0, 10)}.csv`;
}
