import { BadgeCheck, ChevronLeft, ChevronRight, Star } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { intlLocale } from "~/lib/i18n";
import { formatPrice } from "~/ui/format-price";
import { DEMO_SESSION_START } from "./demo-steps";
import { useVisitorTime } from "./use-visitor-time";

// Miniatures of the real screens (mentor list, reviews dialog, booking grid), drawn with the
// product's own labels from its namespaces (sent by /how-it-works's loader), so the walkthrough
// says what the app says.
const NAMESPACES = ["how-it-works", "mentors", "booking", "meetings"] as const;

function Stars({ filled = 5 }: { filled?: number }) {
  return (
    <span className="flex text-accent-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`size-4 ${n <= filled ? "fill-current" : ""}`} aria-hidden="true" />
      ))}
    </span>
  );
}

function FakeSelect({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      {label}
      <span className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900">{value}</span>
    </span>
  );
}

export function MentorCardMini() {
  const { t, i18n } = useTranslation(NAMESPACES);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">EC</span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-950">
            {t("demo.mini.mentorName")}
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t("demo.mini.verified")}
            </span>
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900">{t("demo.mini.satBadge")}</span>
          </p>
          <p className="text-sm text-slate-600">
            {t("demo.mini.mentorCollege")} · {t("demo.mini.mentorMajor")}
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <Stars />
            <span className="font-semibold">{t("demo.mini.rating")}</span>
            <span className="text-slate-600">({t("demo.mini.reviewCount")})</span>
          </p>
        </div>
        <span className="font-bold text-brand-900">{formatPrice(6000, i18n.language)}</span>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        {t("mentors:card.languages")} {t("demo.mini.mentorLanguages")}
      </p>
      <span className="mt-3 flex h-9 items-center justify-center rounded-lg bg-brand-600 text-sm font-semibold text-white">{t("mentors:card.schedule")}</span>
    </div>
  );
}

export function FindScene() {
  const { t } = useTranslation(NAMESPACES);
  return (
    <div className="space-y-3">
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
        <p className="text-sm font-semibold text-brand-950">{t("mentors:filters.title")}</p>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <FakeSelect label={t("mentors:filters.country")} value={t("demo.mini.mentorCountry")} />
          <FakeSelect label={t("mentors:filters.major")} value={t("demo.mini.mentorMajor")} />
          <FakeSelect label={t("mentors:filters.college")} value={t("mentors:filters.anyCollege")} />
          <FakeSelect label={t("mentors:filters.language")} value={t("mentors:filters.anyLanguage")} />
        </div>
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-800">
          <span className="flex size-4 items-center justify-center rounded border border-brand-600 bg-brand-600 text-[10px] text-white">✓</span>
          {t("mentors:filters.satOnly")}
        </p>
      </div>
      <MentorCardMini />
    </div>
  );
}

export function ReviewsScene() {
  const { t } = useTranslation(NAMESPACES);
  const reviews = [
    { text: t("demo.mini.review1"), author: t("demo.mini.review1Author") },
    { text: t("demo.mini.review2"), author: t("demo.mini.review2Author") },
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
      <p className="font-bold text-brand-950">{t("mentors:reviews.title", { name: t("demo.mini.mentorName") })}</p>
      <div className="mt-3 flex items-center gap-3">
        <span className="text-3xl font-extrabold text-brand-950">{t("demo.mini.rating")}</span>
        <span>
          <Stars />
          <span className="text-sm text-slate-600">{t("demo.mini.reviewCount")}</span>
        </span>
      </div>
      <ul className="mt-3 space-y-3">
        {reviews.map((review) => (
          <li key={review.author} className="rounded-lg bg-slate-50 p-3">
            <p className="flex items-center justify-between text-sm font-semibold text-slate-800">
              {review.author}
              <Stars />
            </p>
            <p className="mt-1 text-sm text-slate-700">{review.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-center justify-between text-sm text-slate-700">
        <span className="inline-flex items-center gap-1 text-slate-500">
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t("mentors:pagination.previous")}
        </span>
        {t("demo.mini.page")}
        <span className="inline-flex items-center gap-1 font-semibold text-brand-700">
          {t("mentors:pagination.next")}
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      </p>
    </div>
  );
}

// Monday 16 to Thursday 19 March 2026, the week of the example session (Tuesday at 10:00).
const GRID_DAYS = [16, 17, 18, 19] as const;
const GRID_TIMES = ["9:00", "10:00", "11:00"] as const;

function weekday(day: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 2, day)));
}

export function SlotScene() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const yourTime = useVisitorTime(DEMO_SESSION_START);
  const types = ["sat", "essay", "college", "interview"] as const;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-brand-950">{t("booking:schedule.steps.type")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {types.map((type) => (
          <span
            key={type}
            className={`rounded-full border px-3 py-1 text-xs font-semibold ${type === "essay" ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700"}`}
          >
            {t(`meetings:types.${type}`)}
          </span>
        ))}
      </div>
      <p className="mt-4 text-sm font-semibold text-brand-950">{t("booking:schedule.steps.time")}</p>
      <p className="mt-2 flex items-center justify-between text-xs text-slate-700">
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t("demo.mini.weekRange")}
        <ChevronRight className="size-4" aria-hidden="true" />
      </p>
      <div className="mt-2 grid grid-cols-4 gap-1.5 text-center text-xs">
        {GRID_DAYS.map((day) => (
          <div key={day} className="space-y-1.5">
            <p className="font-semibold text-slate-700">{weekday(day, i18n.language)}</p>
            {GRID_TIMES.map((time) => {
              const chosen = day === 17 && time === "10:00";
              const taken = (day === 16 && time === "11:00") || (day === 19 && time === "9:00");
              return (
                <p
                  key={time}
                  className={`rounded-md py-1 ${chosen ? "bg-brand-600 font-semibold text-white" : taken ? "bg-slate-100 text-slate-500 line-through" : "border border-brand-200 text-brand-800"}`}
                >
                  {time}
                </p>
              );
            })}
          </div>
        ))}
      </div>
      <p className="mt-3 rounded-lg bg-brand-50 p-2 text-sm text-brand-900">
        <span className="font-semibold">{t("demo.mini.slotChosen")}</span>
        <br />
        {yourTime ? t("demo.mini.yourTime", { time: yourTime.time }) : t("demo.mini.yourTimeUnknown")}
      </p>
      <p className="mt-2 text-xs text-slate-600">{t("booking:schedule.timesInEastern")}</p>
    </div>
  );
}
