import { CalendarPlus, Lock, Mail, Paperclip, Star, Video } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { formatPrice } from "~/ui/format-price";
import { DEMO_SESSION_START } from "./demo-steps";
import { useVisitorTime } from "./use-visitor-time";

// Miniatures of what follows the booking (basket and payment, the confirmation email, the
// rating form), with the product's own labels from their namespaces (sent by /how-it-works's loader).
const NAMESPACES = ["how-it-works", "basket", "meetings", "ratings"] as const;

export function PayScene() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const price = formatPrice(6000, i18n.language);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
      <p className="font-bold text-brand-950">{t("basket:title")}</p>
      <div className="mt-3 flex items-start justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm">
        <span>
          <span className="block font-semibold text-slate-900">{t("demo.mini.sessionLine")}</span>
          <span className="block text-slate-600">{t("demo.mini.mentorName")}</span>
          <span className="block text-slate-600">{t("demo.mini.slotChosen")}</span>
        </span>
        <span className="font-semibold text-slate-900">{price}</span>
      </div>
      <p className="mt-3 rounded-lg bg-accent-50 p-2 text-xs text-accent-900">{t("basket:discountHint", { min: 3, percent: 10 })}</p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between text-slate-700">
          <dt>{t("basket:subtotal")}</dt>
          <dd>{price}</dd>
        </div>
        <div className="flex justify-between font-bold text-brand-950">
          <dt>{t("basket:total")}</dt>
          <dd>{price}</dd>
        </div>
      </dl>
      <span className="mt-3 flex h-9 items-center justify-center rounded-lg bg-brand-600 text-sm font-semibold text-white">{t("basket:completePurchase")}</span>
      <p className="mt-2 flex items-center justify-center gap-1.5 text-xs text-slate-600">
        <Lock className="size-3.5" aria-hidden="true" />
        {t("demo.mini.secure")}
      </p>
    </div>
  );
}

export function LinkScene() {
  const { t } = useTranslation(NAMESPACES);
  const yourTime = useVisitorTime(DEMO_SESSION_START);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <p className="flex items-center gap-2 text-xs text-slate-600">
        <Mail className="size-4" aria-hidden="true" />
        {t("demo.mini.emailFrom")}
      </p>
      <p className="mt-1 font-bold text-brand-950">{t("demo.mini.emailSubject")}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
        <dt className="font-semibold">{t("meetings:email.labels.type")}</dt>
        <dd>{t("demo.mini.sessionLine")}</dd>
        <dt className="font-semibold">{t("meetings:email.labels.eastern")}</dt>
        <dd>{t("demo.mini.slotChosen")}</dd>
        {yourTime && (
          <>
            <dt className="font-semibold">{t("meetings:email.labels.local", { zone: yourTime.zone })}</dt>
            <dd>{yourTime.time}</dd>
          </>
        )}
      </dl>
      <p className="mt-3 flex items-center justify-center gap-2 rounded-lg bg-brand-600 py-2 font-semibold text-white">
        <Video className="size-4" aria-hidden="true" />
        {t("meetings:email.join")}
      </p>
      <p className="mt-1 truncate text-center text-xs text-slate-600">{t("demo.mini.videoLink")}</p>
      <p className="mt-3 flex items-center gap-2 rounded-lg border border-slate-200 p-2 text-slate-700">
        <Paperclip className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-semibold">{t("demo.mini.attachment")}</span>
        <CalendarPlus className="ml-auto size-4 shrink-0 text-brand-700" aria-hidden="true" />
      </p>
      <p className="mt-2 text-xs text-slate-600">{t("meetings:email.calendar")}</p>
    </div>
  );
}

export function RateScene() {
  const { t } = useTranslation(NAMESPACES);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-bold text-brand-950">{t("ratings:form.heading")}</p>
      <p className="mt-1 text-sm text-slate-600">{t("ratings:form.about", { session: t("demo.mini.sessionLine") })}</p>
      <p className="mt-3 text-sm font-semibold text-slate-800">{t("ratings:form.stars")}</p>
      <span className="mt-1 flex gap-1 text-accent-500">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className="size-7 fill-current" aria-hidden="true" />
        ))}
      </span>
      <p className="mt-3 text-sm font-semibold text-slate-800">{t("ratings:form.comment")}</p>
      <p className="mt-1 rounded-md border border-slate-300 p-2 text-sm text-slate-800">{t("demo.mini.comment")}</p>
      <span className="mt-3 flex h-9 items-center justify-center rounded-lg bg-brand-600 text-sm font-semibold text-white">{t("ratings:form.submit")}</span>
    </div>
  );
}
