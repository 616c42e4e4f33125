import { CalendarCheck, Loader2, ShoppingCart } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { formatPrice } from "~/ui/format-price";
import type { ChosenSlot } from "./booking-form";
import type { SessionType } from "~/lib/session-types";
import { formatSlotClock, formatSlotDate } from "./slot-time";
import type { BookingNotice } from "./use-booking-form";

const noticeTones: Record<BookingNotice["tone"], string> = {
  error: "bg-red-50 text-red-800",
  success: "bg-emerald-50 text-emerald-800",
  info: "bg-brand-50 text-brand-900",
};

export interface BookingSummaryProps {
  type: SessionType;
  selected: ChosenSlot | null;
  /** Null for visitors: no price shown. */
  priceCents: number | null;
  notice: BookingNotice | null;
  submitting: boolean;
  /** Signed in as a mentor or admin, who cannot book: both buttons stay disabled, and say why. */
  blockedRole: "mentor" | "admin" | null;
  /** A booking was tried without a slot: the hint says so louder. */
  slotMissing: boolean;
  onAddToBasket(): void;
}

/** The choice in one line with its price, the last outcome, and the two ways to book (Schedule Now submits the form). */
export function BookingSummary({ type, selected, priceCents, notice, submitting, blockedRole, slotMissing, onAddToBasket }: BookingSummaryProps) {
  const { t, i18n } = useTranslation("booking");
  const hintId = useId();
  const blockedId = useId();
  const canBook = blockedRole === null;
  const describedBy = [!selected ? hintId : null, blockedRole ? blockedId : null].filter(Boolean).join(" ") || undefined;
  return (
    <section className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-700">
        <p>
          {t("schedule.summary", { type: t(`common:sessionTypes.${type}.title`) })}
          {selected ? (
            <>
              {" · "}
              <span data-testid="summary-slot">
                {formatSlotDate(selected.date, i18n.language)}, {t("common:slotTime.eastern", { time: formatSlotClock(selected.time, i18n.language) })}
              </span>
            </>
          ) : null}
        </p>
        {priceCents === null ? (
          <p className="text-sm font-semibold text-brand-800" data-testid="prices-for-members">
            {t("schedule.pricesForMembers")}
          </p>
        ) : (
          <p className="text-xl font-bold text-brand-950" data-testid="summary-price">
            {formatPrice(priceCents, i18n.language)}
          </p>
        )}
      </div>
      {notice ? (
        <p role={notice.tone === "error" ? "alert" : "status"} data-testid="booking-notice" className={`mt-3 rounded-lg px-3 py-2 text-sm ${noticeTones[notice.tone]}`}>
          {notice.text}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          data-testid="schedule-now"
          disabled={!selected || submitting || !canBook}
          aria-describedby={describedBy}
          className={buttonClassName({ variant: "primary", size: "lg", className: "sm:flex-1" })}
        >
          {submitting ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <CalendarCheck className="size-5" aria-hidden="true" />}
          {submitting ? t("schedule.redirecting") : t("schedule.scheduleNow")}
        </button>
        <button
          type="button"
          data-testid="add-to-basket"
          onClick={onAddToBasket}
          disabled={submitting || !canBook}
          aria-describedby={blockedRole ? blockedId : undefined}
          className={buttonClassName({ variant: "outline", size: "lg", className: "sm:flex-1" })}
        >
          <ShoppingCart className="size-5" aria-hidden="true" />
          {t("schedule.addToBasket")}
        </button>
      </div>
      {blockedRole ? (
        // A live region that is always there: picking a time changes its text, which is announced.
        <p id={blockedId} role="status" data-testid="cannot-book-reason" className="mt-2 text-sm font-semibold text-amber-900">
          {selected ? t(`messages.cannotBookChosen.${blockedRole}`) : t(`messages.cannotBook.${blockedRole}`)}
        </p>
      ) : null}
      {!selected ? (
        <p id={hintId} data-testid="select-slot-hint" className={`mt-2 text-sm ${slotMissing ? "font-semibold text-red-700" : "text-slate-600"}`}>
          {t("messages.selectSlot")}
        </p>
      ) : null}
    </section>
  );
}
