import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useHydrated } from "~/lib/use-hydrated";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import { checkDemoSlot, localDateString, SLOT_STEP_SECONDS, type DemoSlotError } from "./demo-slot-rules";
import { SuccessBanner } from "./success-banner";
import { useTimedMessage } from "./use-timed-message";

interface DemoSlot {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
}

/** The mentor demo's availability form and list, kept in memory only (spec: not saved). */
export function DemoSlotForm() {
  const { t, i18n } = useTranslation("mentor-demo");
  const [slots, setSlots] = useState<DemoSlot[]>([]);
  const [error, setError] = useState<DemoSlotError | null>(null);
  const [banner, showBanner] = useTimedMessage();
  // The browser's own day, known only after hydration: the server does not know the user's zone.
  const today = useHydrated() ? localDateString(new Date()) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = { date: String(data.get("date") ?? ""), startTime: String(data.get("startTime") ?? ""), endTime: String(data.get("endTime") ?? "") };
    const problem = checkDemoSlot(input, localDateString(new Date()));
    setError(problem);
    if (problem) return;
    setSlots((current) => [...current, { id: Date.now() + current.length, ...input }].sort((a, b) => `${a.date}${a.startTime}`.localeCompare(`${b.date}${b.startTime}`)));
    form.reset();
    showBanner(t("slots.added"));
  }

  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.language === "zh" ? "zh-CN" : "en-US", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

  return (
    <section aria-labelledby="demo-slots-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="demo-slots-title" className="text-xl font-bold text-brand-950">
        {t("slots.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("slots.hint")}</p>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-4 sm:grid-cols-3">
        <TextInput id="demo-slot-date" name="date" type="date" label={t("slots.date")} min={today} invalid={error === "required" || error === "pastDate"} describedBy={error ? "demo-slot-error" : null} />
        <TextInput id="demo-slot-start" name="startTime" type="time" step={SLOT_STEP_SECONDS} label={t("slots.start")} invalid={error === "required" || error === "step"} describedBy={error ? "demo-slot-error" : null} />
        <TextInput id="demo-slot-end" name="endTime" type="time" step={SLOT_STEP_SECONDS} label={t("slots.end")} invalid={error !== null && error !== "pastDate"} describedBy={error ? "demo-slot-error" : null} />
        <div className="sm:col-span-3">
          {error && <FormAlert id="demo-slot-error" message={t(`slots.errors.${error}`)} testId="demo-slot-error" />}
          <button type="submit" className={buttonClassName({ className: "mt-2" })}>
            {t("slots.add")}
          </button>
        </div>
      </form>
      <div className="mt-4">
        <SuccessBanner message={banner} />
      </div>
      <h3 className="mt-6 font-semibold text-slate-900">{t("slots.listTitle")}</h3>
      {slots.length === 0 ? (
        <p className="mt-2 text-slate-600" data-testid="demo-slots-empty">
          {t("slots.empty")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="demo-slots">
          {slots.map((slot) => (
            <li key={slot.id} className="flex items-center justify-between gap-4 py-3">
              <span className="text-slate-800">
                {t("slots.item", { date: formatDate(slot.date), start: slot.startTime, end: slot.endTime })}
              </span>
              <button
                type="button"
                onClick={() => setSlots((current) => current.filter((s) => s.id !== slot.id))}
                className={buttonClassName({ variant: "ghost", size: "sm" })}
                aria-label={t("slots.removeLabel", { date: formatDate(slot.date), start: slot.startTime })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t("slots.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
