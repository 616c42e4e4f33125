import { useCallback, useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { intlLocale } from "~/lib/i18n";
import { US_EASTERN, zonedDateTimeFormat } from "~/lib/time-zone";
import { formatUsd } from "~/ui/format-price";
import { StatusNotice } from "~/ui/status-notice";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { AdminPager } from "~/features/admin/admin-pager";
import type { Paged } from "~/features/admin/admin-paging";
import { DecideRefundButton } from "./decide-refund-dialog";
import type { GuaranteeRequest, MentorCancellations, RefundRow } from "./list-refunds.server";

export interface AdminRefundsPageProps {
  requests: GuaranteeRequest[];
  refunds: Paged<RefundRow>;
  cancellations: MentorCancellations[];
  /** How far back the mentor cancellations are counted. */
  cancellationDays: number;
}

const head = "px-3 py-2 text-left font-semibold whitespace-nowrap";
const emptyClass = "mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700";

/** Instants in US Eastern with the zone named ("Mar 3, 2026, 3:00 PM EST"). */
function useEasternTime() {
  const { i18n } = useTranslation();
  const format = zonedDateTimeFormat(intlLocale(i18n.language), { timeZone: US_EASTERN, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
  return (value: Date | string) => format.format(new Date(value));
}

/** The Refunds tab: guarantee requests to decide, every refund, and mentors' cancellations. */
export function AdminRefundsPage({ requests, refunds, cancellations, cancellationDays }: AdminRefundsPageProps) {
  const { t } = useTranslation("admin-refunds");
  const ready = useReadyMarker<HTMLDivElement>();
  const [announcement, setAnnouncement] = useState("");
  const revalidator = useRevalidator();
  const decided = useCallback(
    (decision: "approve" | "decline") => {
      setAnnouncement(t(`decide.${decision}.done`));
      void revalidator.revalidate();
    },
    [t, revalidator],
  );
  return (
    <div ref={ready} className="space-y-10" data-testid="admin-refunds-page">
      <StatusNotice message={announcement} testId="refund-decision-status" />
      <GuaranteeRequests requests={requests} onDecided={decided} />
      <AllRefunds refunds={refunds} />
      <MentorCancellationList cancellations={cancellations} days={cancellationDays} />
    </div>
  );
}

function GuaranteeRequests({ requests, onDecided }: { requests: GuaranteeRequest[]; onDecided: (decision: "approve" | "decline") => void }) {
  const { t } = useTranslation("admin-refunds");
  const eastern = useEasternTime();
  return (
    <section aria-labelledby="refund-requests-heading">
      <h2 id="refund-requests-heading" className="text-xl font-semibold text-slate-900">
        {t("requests.heading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("requests.intro")}</p>
      {requests.length === 0 ? (
        <p className={emptyClass}>{t("requests.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {requests.map((request) => {
            const session = eastern(request.startsAt);
            const summary = t("requests.summary", { student: request.studentName, amount: formatUsd(request.amountCents), session });
            return (
              <li key={request.id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="refund-request" data-refund-id={request.id}>
                <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
                  <Item label={t("columns.student")}>
                    <span className="font-medium text-slate-900">{request.studentName}</span> <span className="text-slate-600">{request.studentEmail}</span>
                  </Item>
                  <Item label={t("columns.mentor")}>{request.mentorName}</Item>
                  <Item label={t("columns.session")}>{session}</Item>
                  <Item label={t("columns.amount")}>{formatUsd(request.amountCents)}</Item>
                  <Item label={t("columns.requestedAt")}>{eastern(request.requestedAt)}</Item>
                </dl>
                <div className="mt-3 text-sm">
                  <p className="font-medium text-slate-900">{t("columns.studentReason")}</p>
                  <p className="mt-1 rounded-lg bg-slate-50 px-3 py-2 break-words whitespace-pre-line text-slate-800">{request.studentNote ?? t("requests.noReason")}</p>
                </div>
                <div className="mt-4 flex flex-wrap gap-3">
                  <DecideRefundButton refundId={request.id} decision="approve" summary={summary} onDecided={onDecided} />
                  <DecideRefundButton refundId={request.id} decision="decline" summary={summary} onDecided={onDecided} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

const statusClass: Record<RefundRow["status"], string> = {
  requested: "bg-amber-100 text-amber-900",
  pending: "bg-sky-100 text-sky-900",
  refunded: "bg-green-100 text-green-800",
  declined: "bg-slate-200 text-slate-800",
};

function AllRefunds({ refunds }: { refunds: Paged<RefundRow> }) {
  const { t } = useTranslation("admin-refunds");
  const eastern = useEasternTime();
  return (
    <section aria-labelledby="refunds-heading">
      <h2 id="refunds-heading" className="text-xl font-semibold text-slate-900">
        {t("refunds.heading")}
      </h2>
      {refunds.total === 0 ? (
        <p className={emptyClass}>{t("refunds.empty")}</p>
      ) : (
        <>
          {/* Focusable, so a keyboard can scroll the table sideways (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
          <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 focus-visible:focus-ring" tabIndex={0} role="region" aria-labelledby="refunds-heading">
            <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="admin-refunds">
              <caption className="sr-only">{t("refunds.caption")}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className={head}>{t("columns.requestedAt")}</th>
                  <th scope="col" className={head}>{t("columns.reason")}</th>
                  <th scope="col" className={head}>{t("columns.status")}</th>
                  <th scope="col" className={head}>{t("columns.amount")}</th>
                  <th scope="col" className={head}>{t("columns.student")}</th>
                  <th scope="col" className={head}>{t("columns.mentor")}</th>
                  <th scope="col" className={head}>{t("columns.session")}</th>
                  <th scope="col" className={head}>{t("columns.decidedAt")}</th>
                  <th scope="col" className={head}>{t("columns.refundedAt")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white align-top">
                {refunds.rows.map((refund) => (
                  <tr key={refund.id} data-testid="refund-row" data-refund-id={refund.id}>
                    <td className="px-3 py-2 whitespace-nowrap">{eastern(refund.createdAt)}</td>
                    <td className="px-3 py-2">{t(`reasons.${refund.reason}`)}</td>
                    <td className="px-3 py-2">
                      <span className={`inline-flex rounded-full px-2.5 py-0.5 font-medium whitespace-nowrap ${statusClass[refund.status]}`}>{t(`statuses.${refund.status}`)}</span>
                      {refund.decisionNote ? <p className="mt-1 max-w-xs break-words text-slate-600">{refund.decisionNote}</p> : null}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatUsd(refund.amountCents)}</td>
                    <td className="px-3 py-2">{refund.studentName}</td>
                    <td className="px-3 py-2">{refund.mentorName}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{eastern(refund.startsAt)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{refund.decidedAt ? eastern(refund.decidedAt) : "—"}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{refund.refundedAt ? eastern(refund.refundedAt) : "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AdminPager page={refunds.page} pageCount={refunds.pageCount} total={refunds.total} />
        </>
      )}
    </section>
  );
}

function MentorCancellationList({ cancellations, days }: { cancellations: MentorCancellations[]; days: number }) {
  const { t } = useTranslation("admin-refunds");
  const eastern = useEasternTime();
  return (
    <section aria-labelledby="mentor-cancellations-heading">
      <h2 id="mentor-cancellations-heading" className="text-xl font-semibold text-slate-900">
        {t("cancellations.heading", { days })}
      </h2>
      <p className="mt-1 text-slate-700">{t("cancellations.intro")}</p>
      {cancellations.length === 0 ? (
        <p className={emptyClass}>{t("cancellations.empty")}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 focus-visible:focus-ring" tabIndex={0} role="region" aria-labelledby="mentor-cancellations-heading">
          <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="mentor-cancellations">
            <caption className="sr-only">{t("cancellations.caption", { days })}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={head}>{t("columns.mentor")}</th>
                <th scope="col" className={head}>{t("columns.cancellations")}</th>
                <th scope="col" className={head}>{t("columns.latest")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {cancellations.map((row) => (
                <tr key={row.mentorId} data-testid="mentor-cancellation">
                  <td className="px-3 py-2">
                    <div className="font-medium text-slate-900">{row.mentorName}</div>
                    <div className="text-slate-600">{row.mentorEmail}</div>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{row.cancellations}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{eastern(row.latestAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
