import * as Dialog from "@radix-ui/react-dialog";
import { CalendarClock, ShoppingCart, Trash2, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { formatPrice } from "~/ui/format-price";
import { removeFromBasket, useBasket, type BasketItem } from "./basket-store";

/** Header button with the item count; opens the basket dialog. */
export function BasketButton() {
  const { t } = useTranslation();
  const items = useBasket();
  const count = items.length;

  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label={t("basket.open", { count })}
        className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <ShoppingCart className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            data-testid="basket-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs leading-5 font-bold text-brand-950 ring-2 ring-white"
          >
            {count}
          </span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-brand-950">{t("basket.title")}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">
                {count > 0 ? t("basket.description", { count }) : t("basket.emptyHint")}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t("basket.close")}
              className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          {count === 0 ? (
            <div className="flex flex-col items-center gap-4 px-6 py-10 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <ShoppingCart className="size-7" aria-hidden="true" />
              </span>
              <p className="text-base font-semibold text-slate-900">{t("basket.empty")}</p>
              <Dialog.Close asChild>
                <ButtonLink to="/mentors" variant="primary">
                  {t("basket.browse")}
                </ButtonLink>
              </Dialog.Close>
            </div>
          ) : (
            <ul className="divide-y divide-slate-200 overflow-y-auto px-6" aria-label={t("basket.listLabel")}>
              {items.map((item) => (
                <BasketRow key={`${item.mentorId}:${item.type}`} item={item} />
              ))}
            </ul>
          )}

          {count > 0 && (
            <div className="border-t border-slate-200 px-6 py-4 text-right">
              <Dialog.Close className={buttonClassName({ variant: "outline", size: "sm" })}>
                {t("basket.keepBrowsing")}
              </Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BasketRow({ item }: { item: BasketItem }) {
  const { t, i18n } = useTranslation();
  const typeLabel = t(`basket.types.${item.type}`);
  return (
    <li className="flex gap-4 py-4">
      <MentorAvatar name={item.mentorName} photoUrl={item.mentorPhotoUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900">{item.mentorName}</p>
            <p className="text-sm font-medium text-brand-700">{typeLabel}</p>
          </div>
          <p className="shrink-0 font-semibold text-slate-900">{formatPrice(item.priceCents, i18n.language)}</p>
        </div>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
          <CalendarClock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {t("basket.when", { date: formatDate(item.date, i18n.language), time: formatTime(item.time, i18n.language) })}
        </p>
        {item.major && (
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">{t("basket.major")}</span> {item.major}
          </p>
        )}
        {item.expectations && (
          <p className="mt-1 line-clamp-3 text-sm text-slate-700">
            <span className="font-medium">{t("basket.goals")}</span> {item.expectations}
          </p>
        )}
        <button
          type="button"
          onClick={() => removeFromBasket(item.mentorId, item.type)}
          aria-label={t("basket.removeLabel", { type: typeLabel, mentor: item.mentorName })}
          className="mt-2 inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-sm font-medium text-red-700 hover:bg-red-50 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t("basket.remove")}
        </button>
      </div>
    </li>
  );
}

function MentorAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  if (photoUrl) {
    // The name is printed next to the photo, so the image itself is decorative.
    return <img src={photoUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full object-cover" />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
    >
      {initials || "?"}
    </span>
  );
}

function intlLocale(language: string): string {
  return language.startsWith("zh") ? "zh-CN" : "en-US";
}

/** "2025-03-14" -> "Fri, Mar 14, 2025" (the date is already an Eastern calendar date: no zone shift). */
function formatDate(date: string, language: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: "short",
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "15:00" -> "3:00 PM" (en) or "15:00" (zh). */
function formatTime(time: string, language: string): string {
  const [h, min] = time.split(":").map(Number) as [number, number];
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, h, min)));
}
