import { CalendarDays, CheckCircle2, Clock, Mail, UserRound } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { clearAffiliateSource } from "./affiliate-capture";
import type { CheckoutSummaryMeeting, CheckoutSummaryStatus } from "./get-checkout-summary.server";
import { PaymentStatusNotice } from "./payment-status-notice";
import { formatSlotDate, SlotTime } from "./slot-time";

export interface MeetingConfirmationPageProps {
  meeting: CheckoutSummaryMeeting;
  status: CheckoutSummaryStatus;
}

/** After paying for one meeting: who, when (Eastern, with the zone), and that the link comes by email. */
export function MeetingConfirmationPage({ meeting, status }: MeetingConfirmationPageProps) {
  const { t, i18n } = useTranslation("booking");
  const paid = status === "paid";
  // As on the basket's confirmation: the server records the affiliate's sale; the stored source is used up.
  useEffect(() => {
    clearAffiliateSource();
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="meeting-confirmation" data-status={status}>
      <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${paid ? "bg-emerald-50 text-emerald-600" : "bg-brand-50 text-brand-600"}`}>
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-950">
        {status === "closed" ? t("confirmation.meeting.notCompleted") : paid ? t("confirmation.meeting.title") : t("confirmation.meeting.titlePending")}
      </h1>
      <p className="mt-2 text-slate-600">{t("confirmation.meeting.subtitle", { type: t(`common:sessionTypes.${meeting.type}.title`), name: meeting.mentorName })}</p>

      <div className="mt-6">
        <PaymentStatusNotice status={status} />
      </div>

      <dl className="mt-6 space-y-3 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm">
        <Row icon={<UserRound className="size-5" aria-hidden="true" />} label={t("confirmation.meeting.mentor")}>
          {meeting.mentorName}
        </Row>
        <Row icon={<Mail className="size-5" aria-hidden="true" />} label={t("confirmation.meeting.mentorEmail")}>
          <span data-testid="mentor-email" className="break-all">
            {meeting.mentorEmail}
          </span>
        </Row>
        <Row icon={<CalendarDays className="size-5" aria-hidden="true" />} label={t("confirmation.meeting.date")}>
          <span data-testid="meeting-date">{formatSlotDate(meeting.date, i18n.language, "long")}</span>
        </Row>
        <Row icon={<Clock className="size-5" aria-hidden="true" />} label={t("confirmation.meeting.time")}>
          <SlotTime date={meeting.date} time={meeting.time} />
        </Row>
      </dl>

      {status !== "closed" ? <p className="mt-6 text-sm text-slate-700">{t("confirmation.meeting.linkByEmail")}</p> : null}

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={`mailto:${meeting.mentorEmail}`} className={buttonClassName({ variant: "primary" })} data-testid="open-email">
          <Mail className="size-4" aria-hidden="true" />
          {t("confirmation.meeting.openEmail")}
        </a>
        <ButtonLink to="/mentors" variant="outline">
          {t("confirmation.backToMentors")}
        </ButtonLink>
      </div>
    </section>
  );
}

function Row({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-brand-600">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
        <dd className="font-medium text-slate-900">{children}</dd>
      </div>
    </div>
  );
}
