import { Star, UserRound } from "lucide-react";
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { intlLocale } from "~/lib/i18n";
import { US_EASTERN, zonedDateTimeFormat } from "~/lib/time-zone";
import { buttonClassName } from "~/ui/button-link";
import { PersonPhoto } from "~/ui/person-photo";

// The dialog, the rating form and Radix load when a Rate button is first pointed at, focused or pressed.
const loadDialog = () => import("./rate-mentor-dialog");
const RateMentorDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog().catch(() => undefined);

/** A mentor in the panel, as the dashboard's loader sends it (dates as ISO text). */
export interface MentorToRateView {
  mentorId: string;
  mentorName: string;
  photoId: string | null;
  meetingId: string;
  startsAt: string | Date;
  type: string;
}

/** "General Consultation on Nov 20, 2026, 3:00 PM EST": the session a rating is about, in US Eastern. */
function useSessionLabel() {
  const { t, i18n } = useTranslation("ratings");
  const dates = useMemo(
    () => zonedDateTimeFormat(intlLocale(i18n.language), { timeZone: US_EASTERN, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
    [i18n.language],
  );
  return (mentor: MentorToRateView) =>
    t("ratings:panel.session", { type: t(`common:sessionTypes.${mentor.type}.title`), date: dates.format(new Date(mentor.startsAt)) });
}

/**
 * "Rate Your Mentors" on the student dashboard (spec §2): each mentor with a paid, started,
 * unrated session; the dialog rates the most recent such session with that mentor.
 */
export function RateMentorsPanel({ mentors }: { mentors: MentorToRateView[] }) {
  const { t } = useTranslation("ratings");
  const sessionLabel = useSessionLabel();
  // The mentor stays set while the dialog closes, so its content does not vanish mid-close.
  const [dialog, setDialog] = useState<{ target: MentorToRateView | null; open: boolean }>({ target: null, open: false });
  const open = dialog.target;
  const close = () => setDialog((state) => ({ ...state, open: false }));
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const rated = useRef(false);

  return (
    <section aria-labelledby="rate-mentors-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="rate-mentors">
      <h2 id="rate-mentors-title" className="flex items-center gap-2 text-xl font-bold text-brand-950">
        <Star className="size-5 text-accent-600" aria-hidden="true" />
        {t("panel.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("panel.subtitle")}</p>
      <p
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className={thanks ? "mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 focus:outline-none" : ""}
        data-testid="rating-thanks"
      >
        {thanks}
      </p>
      {mentors.length === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="rate-mentors-empty">
          {t("panel.empty")}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200" aria-label={t("panel.listLabel")}>
          {mentors.map((mentor) => (
            <li key={mentor.mentorId} className="flex flex-wrap items-center gap-4 py-3" data-testid="mentor-to-rate" data-mentor-id={mentor.mentorId}>
              <PersonPhoto
                photoId={mentor.photoId}
                size={48}
                lazy
                className="size-12 rounded-full object-cover"
                fallback={<UserRound className="size-12 rounded-full bg-slate-100 p-2 text-slate-500" aria-hidden="true" />}
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{mentor.mentorName}</p>
                <p className="text-sm text-slate-600">{sessionLabel(mentor)}</p>
              </div>
              <button
                type="button"
                onClick={() => {
                  rated.current = false;
                  setDialog({ target: mentor, open: true });
                }}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
                aria-label={t("panel.rateMentor", { name: mentor.mentorName })}
                className={buttonClassName({ variant: "accent", size: "sm" })}
              >
                <Star className="size-4" aria-hidden="true" />
                {t("panel.rate")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <Suspense fallback={null}>
          <RateMentorDialog
            mentor={open}
            session={sessionLabel(open)}
            open={dialog.open}
            onClose={close}
            onCloseAutoFocus={(event) => {
              // The row (and its button) goes away once rated: the thanks take the focus instead.
              if (rated.current) {
                event.preventDefault();
                thanksRef.current?.focus();
              }
            }}
            onRated={() => {
              rated.current = true;
              setThanks(t("panel.thanks", { name: open.mentorName }));
              close();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
