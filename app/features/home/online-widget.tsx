import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";

/** Spec: the count stays within 20-30, starts at 22-29 and moves by one every 8 s; messages rotate every 4 s. */
export const ONLINE_MIN = 20;
export const ONLINE_MAX = 30;
const START_MIN = 22;
const START_MAX = 29;
/** Rendered on the server and during hydration; randomised after mount to avoid a mismatch. */
export const ONLINE_SSR_COUNT = 25;
const COUNT_INTERVAL_MS = 8_000;
const MESSAGE_INTERVAL_MS = 4_000;

const MESSAGES = ["m1", "m2", "m3", "m4", "m5", "m6"] as const;

export function randomStartCount(random: () => number = Math.random): number {
  return START_MIN + Math.floor(random() * (START_MAX - START_MIN + 1));
}

/** One step of the random walk: up or down by one, turning back at the bounds. */
export function nextOnlineCount(current: number, random: () => number = Math.random): number {
  const step = random() < 0.5 ? -1 : 1;
  const next = current + step;
  if (next < ONLINE_MIN) return current + 1;
  if (next > ONLINE_MAX) return current - 1;
  return next;
}

/** Floating "students online" card (Chinese only, desktop only). */
export function OnlineWidget() {
  const { t } = useTranslation("home");
  const [count, setCount] = useState(ONLINE_SSR_COUNT);
  const [messageIndex, setMessageIndex] = useState(0);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (dismissed) return;
    // Timers run only in the browser, after hydration.
    const start = window.setTimeout(() => setCount(randomStartCount()), 0);
    const countTimer = window.setInterval(() => setCount((c) => nextOnlineCount(c)), COUNT_INTERVAL_MS);
    const messageTimer = window.setInterval(
      () => setMessageIndex((i) => (i + 1) % MESSAGES.length),
      MESSAGE_INTERVAL_MS,
    );
    return () => {
      window.clearTimeout(start);
      window.clearInterval(countTimer);
      window.clearInterval(messageTimer);
    };
  }, [dismissed]);

  if (dismissed) return null;

  const message = MESSAGES[messageIndex] ?? MESSAGES[0];

  return (
    <aside
      data-testid="home-online-widget"
      aria-label={t("online.label")}
      className="fixed bottom-6 left-6 z-30 hidden w-80 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl lg:block"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-bold text-slate-900">
          <span className="relative flex size-2.5" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
          </span>
          <span data-testid="home-online-count">{t("online.count", { count })}</span>
        </p>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label={t("online.dismiss")}
          className="-mt-1 -mr-1 inline-flex size-7 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:focus-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p key={message} className="mt-2 text-sm leading-relaxed text-slate-600">
        {t(`online.${message}`)}
      </p>
    </aside>
  );
}
