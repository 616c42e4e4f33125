import { Form, useActionData, useNavigation } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { AdminPager } from "~/features/admin/admin-pager";
import { intlLocale } from "~/lib/i18n";
import { zonedDateTimeFormat } from "~/lib/time-zone";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import type { listOpenItemReports } from "./item-reports.server";
import { CHOICE_LETTERS } from "./question-view";

type Reports = Awaited<ReturnType<typeof listOpenItemReports>>;

/** The admin's SAT reports tab: open reports with the question, its key and the student's words. */
export function AdminSatReportsPage({ reports, page, pageCount, timeZone }: { reports: Reports; page: number; pageCount: number; timeZone: string }) {
  const { t, i18n } = useTranslation("sat-practice");
  const actionData = useActionData<{ ok: boolean; error?: string }>();
  const busy = useNavigation().state !== "idle";
  const dates = zonedDateTimeFormat(intlLocale(i18n.language), { timeZone, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return (
    <section aria-labelledby="sat-reports-heading">
      <h2 id="sat-reports-heading" className="text-xl font-bold text-brand-950">
        {t("admin.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("admin.intro")}</p>
      <div className="mt-4">
        <FormAlert message={actionData && !actionData.ok && actionData.error ? t(actionData.error) : null} />
        {actionData?.ok ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {t("admin.resolved")}
          </p>
        ) : null}
      </div>
      {reports.rows.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 p-6 text-slate-700">{t("admin.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {reports.rows.map((r) => (
            <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-5" data-testid="sat-report">
              <p className="text-sm text-slate-600">
                {t("admin.reporter", { name: r.reporter, date: dates.format(new Date(r.createdAt)) })} · {t(`subsections.${r.subsectionId}.name`)} ·{" "}
                {t(`skills.${r.skill}`)} · <code>{r.itemId}</code>
              </p>
              <h3 className="mt-3 text-sm font-semibold text-slate-800">{t("admin.message")}</h3>
              <p className="mt-1 whitespace-pre-line text-slate-900">{r.message}</p>
              <h3 className="mt-3 text-sm font-semibold text-slate-800">{t("admin.item")}</h3>
              <div className="sat-text mt-1 text-slate-900" dangerouslySetInnerHTML={{ __html: r.prompt.stemHtml }} />
              <p className="mt-1 text-sm text-slate-700">
                {t("admin.key", { key: r.prompt.choicesHtml.length > 0 ? CHOICE_LETTERS[Number(r.answer.key)] : r.answer.key })}
              </p>
              <Form method="post" className="mt-4">
                <input type="hidden" name="reportId" value={r.id} />
                <button type="submit" disabled={busy} className={buttonClassName({ variant: "outline", size: "sm" })}>
                  {t("admin.resolve")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AdminPager page={page} pageCount={pageCount} total={reports.total} />
    </section>
  );
}
