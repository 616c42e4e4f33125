import * as Dialog from "@radix-ui/react-dialog";
import { Download, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link, useFetcher } from "react-router";
import { intlLocale } from "~/lib/i18n";
import { US_EASTERN, zonedDateTimeFormat } from "~/lib/time-zone";
import { buttonClassName } from "~/ui/button-link";
import { DialogPanel } from "~/ui/dialog-frame";
import { FormAlert } from "~/ui/form/form-alert";

export interface AdminLead {
  id: string;
  email: string;
  source: string;
  page: string;
  converted: boolean;
  /** ISO instant. */
  createdAt: string;
}

export interface AdminLeadsPageProps {
  leads: AdminLead[];
  query: string;
  page: number;
  pageCount: number;
  total: number;
  timeZone: string | null | undefined;
}

type ActionAnswer = { ok: true } | { error: string };

/** Spec §2 Leads tab: the list (newest first, searchable, paged), converted toggle, delete, CSV export. */
export function AdminLeadsPage({ leads, query, page, pageCount, total, timeZone }: AdminLeadsPageProps) {
  const { t, i18n } = useTranslation("leads");
  const [deleting, setDeleting] = useState<AdminLead | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const format = useMemo(
    () => zonedDateTimeFormat(intlLocale(i18n.language), { timeZone: timeZone ?? US_EASTERN, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
    [i18n.language, timeZone],
  );
  const exportHref = `/admin/leads/export${query ? `?q=${encodeURIComponent(query)}` : ""}`;
  const pageHref = (target: number) => `/admin/leads?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(target) }).toString()}`;

  return (
    <section aria-labelledby="admin-leads-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="admin-leads-title" className="text-xl font-bold text-slate-900">
            {t("admin.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("admin.count", { count: total })}</p>
        </div>
        <a href={exportHref} download className={buttonClassName({ variant: "outline" })} data-testid="leads-export">
          <Download className="mr-2 size-4" aria-hidden="true" />
          {t("admin.export")}
        </a>
      </div>
      <Form method="get" role="search" className="mt-4 flex max-w-lg gap-2">
        <label htmlFor="leads-search" className="sr-only">
          {t("admin.searchLabel")}
        </label>
        <input
          id="leads-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t("admin.searchPlaceholder")}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:focus-ring"
        />
        <button type="submit" className={buttonClassName({ variant: "primary" })}>
          {t("admin.search")}
        </button>
      </Form>

      {leads.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600" data-testid="leads-empty">
          {t("admin.empty")}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="leads-table">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">{t("admin.columns.email")}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t("admin.columns.source")}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t("admin.columns.date")}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t("admin.columns.page")}</th>
                <th scope="col" className="px-4 py-3 font-semibold">{t("admin.columns.converted")}</th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">{t("admin.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {leads.map((lead) => (
                <tr key={lead.id} data-testid="lead-row">
                  <td className="px-4 py-3 break-all text-slate-900">{lead.email}</td>
                  <td className="px-4 py-3 text-slate-700">{lead.source}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">{format.format(new Date(lead.createdAt))}</td>
                  <td className="px-4 py-3 break-all text-slate-700">{lead.page}</td>
                  <td className="px-4 py-3">
                    <ConvertedToggle lead={lead} />
                  </td>
                  <td className="px-4 py-3 text-right">
                    <button
                      type="button"
                      onClick={() => setDeleting(lead)}
                      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:focus-ring"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t("admin.delete")}
                      <span className="sr-only">{lead.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pageCount > 1 ? (
        <nav aria-label={t("admin.pagination")} className="mt-6 flex items-center justify-center gap-3 text-sm">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} rel="prev" className={buttonClassName({ variant: "outline", size: "sm" })}>
              {t("admin.previous")}
            </Link>
          ) : null}
          <span className="text-slate-700">{t("admin.pageOf", { page, pageCount })}</span>
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} rel="next" className={buttonClassName({ variant: "outline", size: "sm" })}>
              {t("admin.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}

      {/* A fresh dialog (and fetcher) per lead: an earlier answer never closes the next one. */}
      <DeleteLeadDialog key={deleting?.id ?? "none"} lead={deleting} onClose={closeDelete} />
    </section>
  );
}

function ConvertedToggle({ lead }: { lead: AdminLead }) {
  const { t } = useTranslation("leads");
  const fetcher = useFetcher<ActionAnswer>();
  // Shows the new value while the change is on its way.
  const pending = fetcher.formData?.get("converted");
  const converted = pending === undefined || pending === null ? lead.converted : pending === "true";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="set-converted" />
      <input type="hidden" name="leadId" value={lead.id} />
      <input type="hidden" name="converted" value={String(!converted)} />
      <button
        type="submit"
        role="switch"
        aria-checked={converted}
        aria-label={t("admin.convertedFor", { email: lead.email })}
        data-testid="lead-converted"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:focus-ring ${converted ? "bg-emerald-600" : "bg-slate-400"}`}
      >
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${converted ? "translate-x-5" : "translate-x-0.5"}`} />
      </button>
    </fetcher.Form>
  );
}

function DeleteLeadDialog({ lead, onClose }: { lead: AdminLead | null; onClose(): void }) {
  const { t } = useTranslation("leads");
  const fetcher = useFetcher<ActionAnswer>();
  const failed = fetcher.state === "idle" && fetcher.data && "error" in fetcher.data;
  const done = fetcher.state === "idle" && fetcher.data && "ok" in fetcher.data;
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return (
    <Dialog.Root open={lead !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPanel role="alertdialog" data-testid="delete-lead-dialog" className="max-w-md p-6 sm:p-8">
        <Dialog.Title className="text-xl font-bold text-slate-900">{t("admin.deleteTitle")}</Dialog.Title>
        <Dialog.Description className="mt-3 text-slate-700">{t("admin.deleteConfirm")}</Dialog.Description>
        <p className="mt-2 font-medium break-all text-slate-900">{lead?.email}</p>
        <div className="mt-4">
          <FormAlert message={failed ? t("admin.deleteFailed") : null} />
        </div>
        <fetcher.Form method="post" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="leadId" value={lead?.id ?? ""} />
          <Dialog.Close className={buttonClassName({ variant: "outline" })}>{t("admin.cancel")}</Dialog.Close>
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="inline-flex h-11 items-center justify-center rounded-lg bg-red-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:focus-ring disabled:opacity-60"
          >
            {t("admin.confirmDelete")}
          </button>
        </fetcher.Form>
      </DialogPanel>
    </Dialog.Root>
  );
}
