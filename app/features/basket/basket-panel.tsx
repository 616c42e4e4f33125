import { AlertTriangle, CalendarClock, Loader2, ShoppingCart, Sparkles, Trash2 } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { BASKET_DISCOUNT_MIN_ITEMS, BASKET_DISCOUNT_PERCENT, priceBasket } from "~/features/booking/pricing";
import { formatSlotDate, SlotTime } from "~/features/booking/slot-time";
import { buttonClassName } from "~/ui/button-link";
import { formatPrice } from "~/ui/format-price";
import { PersonPhoto } from "~/ui/person-photo";
import type { BasketItem } from "~/features/booking/checkout-request";
import { initials } from "~/lib/names";

/** The slot an item holds, as the checkout's 409 names it. */
export function slotKey(slot: { mentorId: string; date: string; time: string }): string {
  return `${slot.mentorId}|${slot.date}|${slot.time}`;
}

export interface BasketPanelProps {
  items: readonly BasketItem[];
  /** slotKey()s the server said are no longer free. */
  taken: ReadonlySet<string>;
  submitting: boolean;
  message: string | null;
  onRemove: (item: BasketItem) => void;
  onCompletePurchase: () => void;
  /** Rendered around "Browse Mentors" so it can close the dialog. */
  browseLink: React.ReactNode;
}

/** The basket's contents: items, discount banner or hint, totals and Complete Purchase. */
export function BasketPanel({ items, taken, submitting, message, onRemove, onCompletePurchase, browseLink }: BasketPanelProps) {
  const { t, i18n } = useTranslation("basket");
  const count = items.length;
  const price = priceBasket(items.map((item) => item.priceCents));
  const hasTaken = items.some((item) => taken.has(slotKey(item)));
  const missing = Math.max(0, BASKET_DISCOUNT_MIN_ITEMS - count);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="overflow-y-auto px-6">
        {missing > 0 ? (
          <p data-testid="basket-hint" className="mt-4 rounded-lg bg-accent-50 px-4 py-3 text-sm text-slate-800">
            {t("discountHint", { percent: BASKET_DISCOUNT_PERCENT, min: BASKET_DISCOUNT_MIN_ITEMS })}{" "}
            <span className="font-semibold">{t("moreNeeded", { count: missing })}</span>
          </p>
        ) : (
          <p
            data-testid="basket-discount-banner"
            className="mt-4 flex items-center gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800"
          >
            <Sparkles className="size-4 shrink-0" aria-hidden="true" />
            {t("discountApplied", { percent: BASKET_DISCOUNT_PERCENT })}
          </p>
        )}

        {count === 0 ? (
          <div className="flex flex-col items-center gap-4 py-10 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <ShoppingCart className="size-7" aria-hidden="true" />
            </span>
            <p className="text-base font-semibold text-slate-900">{t("empty")}</p>
            {browseLink}
          </div>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t("listLabel")}>
            {items.map((item) => (
              <BasketRow key={`${item.mentorId}:${item.type}`} item={item} taken={taken.has(slotKey(item))} onRemove={onRemove} />
            ))}
          </ul>
        )}
      </div>

      {count > 0 && (
        <div className="border-t border-slate-200 px-6 py-4">
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-slate-600">{t("subtotal")}</dt>
              <dd data-testid="basket-subtotal" className="font-medium text-slate-900">
                {formatPrice(price.subtotalCents, i18n.language)}
              </dd>
            </div>
            {price.discountCents > 0 && (
              <div className="flex justify-between text-emerald-700">
                <dt>{t("discount", { percent: BASKET_DISCOUNT_PERCENT })}</dt>
                <dd data-testid="basket-discount" className="font-medium">
                  −{formatPrice(price.discountCents, i18n.language)}
                </dd>
              </div>
            )}
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
              <dt className="font-semibold text-slate-900">{t("total")}</dt>
              <dd data-testid="basket-total" className="font-bold text-brand-950">
                {formatPrice(price.totalCents, i18n.language)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-slate-500">{t("pricesChecked")}</p>
          {message ? (
            <p role="alert" data-testid="basket-message" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {message}
            </p>
          ) : null}
          <button
            type="button"
            data-testid="complete-purchase"
            onClick={onCompletePurchase}
            disabled={submitting || hasTaken}
            className={buttonClassName({ variant: "primary", size: "lg", className: "mt-4 w-full" })}
          >
            {submitting ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : null}
            {submitting ? t("redirecting") : t("completePurchase")}
          </button>
        </div>
      )}
    </div>
  );
}

function BasketRow({ item, taken, onRemove }: { item: BasketItem; taken: boolean; onRemove: (item: BasketItem) => void }) {
  const { t, i18n } = useTranslation("basket");
  const title = t(`common:sessionTypes.${item.type}.title`);
  return (
    <li className="flex gap-4 py-4" data-testid="basket-item" data-taken={taken ? "true" : undefined}>
      <PersonPhoto
        photoId={item.mentorPhotoId}
        size={48}
        lazy
        className="size-12 shrink-0 rounded-full bg-slate-100 object-cover"
        fallback={<Initials name={item.mentorName} />}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{item.mentorName}</p>
            <p className="text-sm font-medium text-brand-700">{title}</p>
          </div>
          <p className="shrink-0 font-semibold text-slate-900">{formatPrice(item.priceCents, i18n.language)}</p>
        </div>
        <p className="mt-1 text-sm text-slate-600">{t(`common:sessionTypes.${item.type}.description`)}</p>
        <div className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            <span className="block">{formatSlotDate(item.date, i18n.language)}</span>
            <SlotTime date={item.date} time={item.time} />
          </span>
        </div>
        {item.major ? (
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">{t("major")}</span> {item.major}
          </p>
        ) : null}
        {item.expectations ? (
          <p className="mt-1 line-clamp-3 text-sm text-slate-700">
            <span className="font-medium">{t("goals")}</span> {item.expectations}
          </p>
        ) : null}
        {taken ? (
          <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t("itemTaken")}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => onRemove(item)}
          aria-label={t("removeLabel", { type: title, mentor: item.mentorName })}
          className="mt-2 inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-sm font-medium text-red-700 hover:bg-red-50 hover:text-red-800 focus-visible:focus-ring focus-ring-red-600"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t("remove")}
        </button>
      </div>
    </li>
  );
}

function Initials({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">
      {initials(name) || "?"}
    </span>
  );
}
