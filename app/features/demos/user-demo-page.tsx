import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { shortName } from "~/lib/names";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import type { DemoBookableSlot } from "./list-demo-slots.server";
import { SuccessBanner } from "./success-banner";
import { useTimedMessage } from "./use-timed-message";

/** Spec §2 student demo: example slots with 'Book Slot' and the demo's booked list (in memory). */
export function UserDemoPage({ studentName, slots }: { studentName: string; slots: DemoBookableSlot[] }) {
  const { t, i18n } = useTranslation("user-demo");
  const [bookedIds, setBookedIds] = useState<string[]>([]);
  const [banner, showBanner] = useTimedMessage();
  const available = slots.filter((slot) => !bookedIds.includes(slot.id));
  const booked = bookedIds.map((id) => slots.find((slot) => slot.id === id)).filter((slot) => slot !== undefined);

  const when = (slot: DemoBookableSlot) =>
    t("slot.when", {
      date: new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
        new Date(`${slot.date}T00:00:00Z`),
      ),
      start: slot.startTime,
      end: slot.endTime,
    });

  function book(slot: DemoBookableSlot) {
    setBookedIds((current) => [...current, slot.id]);
    showBanner(t("booked", { mentor: slot.mentorName, when: when(slot) }));
  }

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t("eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl" data-testid="demo-welcome">
          {t("welcome", { name: shortName(studentName) })}
        </h1>
        <p className="mt-3 text-slate-700">{t("intro")}</p>
      </header>

      <SuccessBanner message={banner} />

      <section aria-labelledby="demo-available-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="demo-available-title" className="text-xl font-bold text-brand-950">
          {t("availableTitle")}
        </h2>
        {available.length === 0 ? (
          <p className="mt-3 text-slate-600">{slots.length === 0 ? t("noMentors") : t("allBooked")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100" data-testid="demo-available">
            {available.map((slot) => (
              <li key={slot.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="font-semibold text-slate-900">{slot.mentorName}</p>
                  <p className="text-sm text-slate-600">
                    {t(`subjects.${slot.subject}`)} · {when(slot)}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => book(slot)}
                  className={buttonClassName({ size: "sm" })}
                  aria-label={t("bookLabel", { mentor: slot.mentorName, when: when(slot) })}
                >
                  {t("book")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="demo-booked-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="demo-booked-title" className="text-xl font-bold text-brand-950">
          {t("bookedTitle")}
        </h2>
        {booked.length === 0 ? (
          <p className="mt-3 text-slate-600" data-testid="demo-booked-empty">
            {t("bookedEmpty")}
          </p>
        ) : (
          <ul className="mt-4 space-y-3" data-testid="demo-booked">
            {booked.map((slot) => (
              <li key={slot.id} className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3">
                <CalendarCheck className="size-5 text-brand-600" aria-hidden="true" />
                <span className="text-slate-800">
                  <span className="font-semibold">{slot.mentorName}</span> · {t(`subjects.${slot.subject}`)} · {when(slot)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="demo-real-title" className="rounded-2xl bg-brand-950 p-6 text-white">
        <h2 id="demo-real-title" className="text-xl font-bold">
          {t("real.title")}
        </h2>
        <p className="mt-2 text-slate-300">{t("real.body")}</p>
        <ButtonLink to="/mentors" variant="accent" className="mt-4">
          {t("real.cta")}
        </ButtonLink>
      </section>
    </div>
  );
}
