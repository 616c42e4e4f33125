import { useTranslation } from "~/lib/i18n-react";
import type { TFunction } from "~/lib/translator";
import { intlLocale } from "~/lib/i18n";
import { US_EASTERN, zonedDateTimeFormat } from "~/lib/time-zone";
import { AdminPager } from "~/features/admin/admin-pager";
import type { Paged } from "~/features/admin/admin-paging";
import { changeLines, humanizeAction, humanizeField, valueText } from "./audit-change";
import type { ActivityEntry } from "./list-audit-log.server";

/** The audit log, newest first; times in `timeZone` (the admin's own, else US Eastern) with the zone named. */
export function AdminActivityPage({ activity, timeZone }: { activity: Paged<ActivityEntry>; timeZone: string | null }) {
  const { t, i18n } = useTranslation("admin-office");
  const when = zonedDateTimeFormat(intlLocale(i18n.language), {
    timeZone: timeZone ?? US_EASTERN,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  });
  const head = "px-3 py-2 text-left font-semibold whitespace-nowrap";
  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-xl font-semibold text-slate-900">
        {t("activity.heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("activity.intro")}</p>
      {activity.total === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">{t("activity.empty")}</p>
      ) : (
        <>
          <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="admin-activity">
              <caption className="sr-only">{t("activity.tableCaption")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={head}>{t("activity.columns.when")}</th>
                  <th scope="col" className={head}>{t("activity.columns.who")}</th>
                  <th scope="col" className={head}>{t("activity.columns.what")}</th>
                  <th scope="col" className={head}>{t("activity.columns.subject")}</th>
                  <th scope="col" className={head}>{t("activity.columns.change")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white align-top">
                {activity.rows.map((entry) => (
                  <tr key={entry.id} data-testid="activity-entry">
                    <td className="px-3 py-2 whitespace-nowrap">
                      <time dateTime={new Date(entry.createdAt).toISOString()}>{when.format(new Date(entry.createdAt))}</time>
                    </td>
                    <td className="px-3 py-2">{entry.actorName === "system" ? t("activity.system") : entry.actorName}</td>
                    <td className="px-3 py-2">{t(`activity.actions.${entry.action}`, { defaultValue: humanizeAction(entry.action) })}</td>
                    <td className="px-3 py-2">
                      <div>{t(`activity.subjects.${entry.subjectType}`, { defaultValue: humanizeField(entry.subjectType) })}</div>
                      <div className="font-mono text-xs break-all text-slate-600">{entry.subjectId}</div>
                    </td>
                    <td className="px-3 py-2">
                      <ChangeSummary entry={entry} t={t} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={activity.page} pageCount={activity.pageCount} total={activity.total} />
        </>
      )}
    </section>
  );
}

function ChangeSummary({ entry, t }: { entry: ActivityEntry; t: TFunction }) {
  if (!entry.before && entry.after) return <span>{t("activity.created")}</span>;
  if (entry.before && !entry.after) return <span>{t("activity.deleted")}</span>;
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <span className="text-slate-600">{t("activity.none")}</span>;
  const show = (value: unknown) => {
    if (value === undefined || value === null) return t("activity.none");
    if (typeof value === "boolean") return t(value ? "activity.yes" : "activity.no");
    return valueText(value);
  };
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line.field}>
          <span className="font-medium">{t(`activity.fields.${line.field}`, { defaultValue: humanizeField(line.field) })}</span>
          {": "}
          <span>{show(line.before)}</span>
          {" → "}
          <span>{show(line.after)}</span>
        </li>
      ))}
    </ul>
  );
}
