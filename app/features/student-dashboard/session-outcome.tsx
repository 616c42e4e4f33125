import { useTranslation } from "~/lib/i18n-react";
import { formatCharged } from "~/ui/format-price";
import type { SessionView } from "./session-view-types";

const badgeClassName = "rounded-full px-2 py-0.5 text-xs font-medium";

/** The session's state when it is not simply upcoming or over: cancelled, refunded, missed, completed. */
export function SessionStatusBadge({ session }: { session: Pick<SessionView, "status" | "cancelledBy"> }) {
  const { t } = useTranslation("meeting-changes");
  const badge = statusBadge(session);
  if (!badge) return null;
  return (
    <span className={`${badgeClassName} ${badge.tone}`} data-testid="session-status" data-status={session.status}>
      {t(badge.key)}
    </span>
  );
}

function statusBadge({ status, cancelledBy }: Pick<SessionView, "status" | "cancelledBy">): { key: string; tone: string } | null {
  switch (status) {
    case "cancelled":
      return { key: cancelledBy === "mentor" ? "student.status.cancelledByMentor" : "student.status.cancelled", tone: "bg-slate-100 text-slate-800" };
    case "refunded":
      return { key: "student.status.refunded", tone: "bg-sky-50 text-sky-900" };
    case "no_show":
      return { key: "student.status.noShow", tone: "bg-amber-50 text-amber-900" };
    case "completed":
      return { key: "student.status.completed", tone: "bg-emerald-50 text-emerald-800" };
    case "scheduled":
      return null;
  }
}

/** Where the money stands: the refund's state, or "Not refunded" for a cancellation without one. */
export function SessionRefundState({ session }: { session: Pick<SessionView, "status" | "refund"> }) {
  const { t, i18n } = useTranslation("meeting-changes");
  const { refund } = session;
  if (!refund) {
    if (session.status !== "cancelled") return null;
    return (
      <p className="mt-3 text-sm font-medium text-slate-700" data-testid="session-refund" data-refund="none">
        {t("student.refund.notRefunded")}
      </p>
    );
  }
  const amount = formatCharged(refund.amountCents, i18n.language, t);
  const text =
    refund.status === "refunded"
      ? t("student.refund.refunded", { amount, date: refund.refundedAt ?? "" })
      : refund.status === "pending"
        ? t(refund.reason === "guarantee" ? "student.refund.approved" : "student.refund.processing", { amount })
        : refund.status === "requested"
          ? t("student.refund.requested")
          : t("student.refund.declined");
  return (
    <div className="mt-3 text-sm" data-testid="session-refund" data-refund={refund.status}>
      <p className={`font-medium ${refund.status === "declined" ? "text-slate-800" : "text-sky-900"}`}>{text}</p>
      {refund.status === "declined" && refund.decisionNote ? (
        <p className="mt-1 whitespace-pre-line text-slate-700" data-testid="refund-decision-note">
          {t("student.refund.decisionNote", { note: refund.decisionNote })}
        </p>
      ) : null}
    </div>
  );
}
