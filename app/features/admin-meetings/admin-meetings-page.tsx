import { useTranslation } from "~/lib/i18n-react";
import { Form, Link } from "react-router";
import { intlLocale } from "~/lib/i18n";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { TextInput } from "~/ui/form/text-input";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { AdminPager } from "~/features/admin/admin-pager";
import type { Paged } from "~/features/admin/admin-paging";
import { EmailSentButton } from "./email-sent-dialog";
import type { AdminMeeting } from "./list-paid-meetings.server";
import type { MeetingFilterErrors, MeetingFilters } from "./meeting-filters";
import { meetingWhen, type MeetingWhen } from "./meeting-when";

export interface AdminMeetingsPageProps {
  meetings: Paged<AdminMeeting>;
  filters: MeetingFilters;
  errors: MeetingFilterErrors;
}

export function AdminMeetingsPage({ meetings, filters, errors }: AdminMeetingsPageProps) {
  const { t } = useTranslation("admin-office");
  const searching = Boolean(filters.q || filters.from || filters.to);
  const ready = useReadyMarker<HTMLElement>();
  return (
    <section aria-labelledby="meetings-heading" ref={ready} data-testid="admin-meetings-page">
      <h2 id="meetings-heading" className="text-xl font-semibold text-slate-900">
        {t("meetings.heading")}
      </h2>
      <MeetingSearch filters={filters} errors={errors} />
      {meetings.total === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          {t(searching ? "meetings.noMatches" : "meetings.empty")}
        </p>
      ) : (
        <>
          <MeetingsTable rows={meetings.rows} />
          <AdminPager page={meetings.page} pageCount={meetings.pageCount} total={meetings.total} />
        </>
      )}
    </section>
  );
}

function MeetingSearch({ filters, errors }: { filters: MeetingFilters; errors: MeetingFilterErrors }) {
  const { t } = useTranslation("admin-office");
  const message = (key: string | undefined) => (key ? t(key) : null);
  return (
    <Form method="get" role="search" aria-label={t("meetings.filters.label")} className="mt-4 grid items-end gap-4 sm:grid-cols-[2fr_1fr_1fr_auto]">
      <TextInput id="meetings-q" name="q" type="search" label={t("meetings.filters.name")} defaultValue={filters.q} maxLength={100} error={message(errors.q)} />
      <TextInput id="meetings-from" name="from" type="date" label={t("meetings.filters.from")} defaultValue={filters.from ?? ""} error={message(errors.from)} />
      <TextInput id="meetings-to" name="to" type="date" label={t("meetings.filters.to")} defaultValue={filters.to ?? ""} error={message(errors.to)} />
      <div className="flex gap-2 pb-0.5">
        <button type="submit" className={buttonClassName({ size: "md" })}>
          {t("meetings.filters.submit")}
        </button>
        <Link to="/admin/meetings" className={buttonClassName({ variant: "ghost", size: "md" })}>
          {t("meetings.filters.clear")}
        </Link>
      </div>
    </Form>
  );
}

function MeetingsTable({ rows }: { rows: AdminMeeting[] }) {
  const { t, i18n } = useTranslation("admin-office");
  const locale = intlLocale(i18n.language);
  const head = "px-3 py-2 text-left font-semibold whitespace-nowrap";
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="admin-meetings">
        <caption className="sr-only">{t("meetings.tableCaption")}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={head}>{t("meetings.columns.mentor")}</th>
            <th scope="col" className={head}>{t("meetings.columns.student")}</th>
            <th scope="col" className={head}>{t("meetings.columns.major")}</th>
            <th scope="col" className={head}>{t("meetings.columns.date")}</th>
            <th scope="col" className={head}>{t("meetings.columns.time")}</th>
            <th scope="col" className={head}>{t("meetings.columns.type")}</th>
            <th scope="col" className={head}>{t("meetings.columns.goals")}</th>
            <th scope="col" className={head}>{t("meetings.columns.link")}</th>
            <th scope="col" className={head}>{t("meetings.columns.emailSent")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white align-top">
          {rows.map((meeting) => {
            const when = meetingWhen(meeting.startsAt, locale);
            const whenText = `${whenPart(when.date, t)} ${whenPart(when.time, t)}`;
            return (
              <tr key={meeting.id} data-testid="admin-meeting" data-meeting-id={meeting.id}>
                <td className="px-3 py-2">
                  <div className="font-medium text-slate-900">{meeting.mentorName}</div>
                  <div className="text-slate-600">{meeting.mentorEmail}</div>
                </td>
                <td className="px-3 py-2">
                  <div className="font-medium text-slate-900">{meeting.studentName}</div>
                  <div className="text-slate-600">{meeting.studentEmail}</div>
                </td>
                <td className="px-3 py-2">{meeting.major}</td>
                <td className="px-3 py-2 whitespace-nowrap">{whenPart(when.date, t)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{whenPart(when.time, t)}</td>
                <td className="px-3 py-2">{t(`meetings:types.${meeting.type}`)}</td>
                <td className="max-w-xs px-3 py-2 break-words">{meeting.expectations}</td>
                <td className="px-3 py-2">
                  {meeting.meetLink ? (
                    <a href={meeting.meetLink} target="_blank" rel="noreferrer noopener" className={textLinkClassName} title={meeting.meetLink}>
                      {t("meetings.openLink")}
                    </a>
                  ) : (
                    <span className="text-slate-600">{t("meetings.noLink")}</span>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {meeting.emailSent ? (
                    <span className="inline-flex rounded-full bg-green-100 px-2.5 py-0.5 font-medium text-green-800" data-testid="email-sent">
                      {t("meetings.sent")}
                    </span>
                  ) : (
                    <div className="flex flex-col items-start gap-2">
                      <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 font-medium text-amber-900">{t("meetings.notSent")}</span>
                      <EmailSentButton meetingId={meeting.id} mentor={meeting.mentorName} student={meeting.studentName} when={whenText} />
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function whenPart(part: MeetingWhen["date"] | MeetingWhen["time"], t: (key: string) => string): string {
  return "text" in part ? part.text : t(`meetings.${part.fallback}`);
}
