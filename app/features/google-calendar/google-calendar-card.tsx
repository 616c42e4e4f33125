import { CalendarCheck, CalendarPlus, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useFetcher } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { useReadyMarker } from "~/ui/use-ready-marker";

// Shown once, on arrival: its code (and Radix's) loads only then.
const GoogleIntroDialog = lazy(() => import("./google-intro-dialog"));

export const GOOGLE_CONNECT_PATH = "/meeting/google";

export type GoogleConnection = "none" | "connected" | "failed";
/** The card's states (spec §4): idle, connecting, connected, error. */
type CardState = "idle" | "connecting" | "connected" | "error";
type PostAnswer = { ok: true } | { error: string; message?: string };

export interface GoogleCalendarCardProps {
  connection: GoogleConnection;
  /** The last authorization came back refused or failed (`?google=failed`). */
  lastAttemptFailed: boolean;
  /** Opens 'Introducing Automatic Meeting Creation' on arrival (not connected, no 'Maybe Later' yet). */
  showIntro: boolean;
}

/** Asks the server for Google's authorization URL and sends the browser there. */
function useConnect(initial: CardState) {
  const [state, setState] = useState<CardState>(initial);
  const connect = async () => {
    setState("connecting");
    try {
      const response = await fetch(GOOGLE_CONNECT_PATH, { headers: { Accept: "application/json" } });
      const body = (await response.json()) as { authUrl?: unknown };
      if (!response.ok || typeof body.authUrl !== "string") throw new Error(`connect answered ${response.status}`);
      window.location.assign(body.authUrl);
    } catch {
      setState("error");
    }
  };
  return { state, connect };
}

/**
 * The mentor dashboard's 'Automatic Meeting Creation' card for a site with Google keys, and the
 * introduction dialog. Connected: paid sessions get a Google Meet event in the mentor's calendar.
 */
export function GoogleCalendarCard({ connection, lastAttemptFailed, showIntro }: GoogleCalendarCardProps) {
  const { t } = useTranslation("google-calendar");
  const ready = useReadyMarker<HTMLElement>();
  const headingId = useId();
  const disconnect = useFetcher<PostAnswer>();
  const later = useFetcher<PostAnswer>();
  const { state: connectState, connect } = useConnect(connection === "none" && lastAttemptFailed ? "error" : "idle");
  const [introOpen, setIntroOpen] = useState(showIntro);

  const disconnectAnswer = disconnect.state === "idle" ? disconnect.data : undefined;
  const disconnected = disconnectAnswer !== undefined && "ok" in disconnectAnswer;
  const disconnectFailed = disconnectAnswer !== undefined && "error" in disconnectAnswer;
  const state: CardState =
    connectState === "connecting" ? "connecting" : connection === "connected" && !disconnected ? "connected" : connection === "failed" || connectState === "error" ? "error" : "idle";
  const text = state === "connected" ? t("connectedText") : state === "error" ? t(connection === "failed" ? "brokenText" : "failedText") : t("idle");
  const Icon = state === "connected" ? CalendarCheck : state === "error" ? TriangleAlert : CalendarPlus;

  return (
    <section ref={ready} aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="automatic-meetings" data-state={state}>
      <div className="flex items-start gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${state === "error" ? "bg-red-50 text-red-700" : "bg-brand-50 text-brand-700"}`}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-bold text-brand-950">
              {t("title")}
            </h2>
            {state === "connected" ? <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">{t("connected")}</span> : null}
          </div>
          <p className={`mt-1 text-sm ${state === "error" ? "text-red-800" : "text-slate-600"}`}>{text}</p>
          <div className="mt-3">
            {state === "connected" ? (
              <disconnect.Form method="post" action={GOOGLE_CONNECT_PATH}>
                <input type="hidden" name="intent" value="disconnect" />
                <button type="submit" disabled={disconnect.state !== "idle"} className={buttonClassName({ variant: "outline", size: "sm" })}>
                  {disconnect.state !== "idle" ? t("disconnecting") : t("disconnect")}
                </button>
              </disconnect.Form>
            ) : (
              <button type="button" onClick={() => void connect()} disabled={state === "connecting"} className={buttonClassName({ variant: state === "error" ? "outline" : "primary", size: "sm" })}>
                {state === "connecting" ? t("connecting") : state === "error" ? t("retry") : t("connect")}
              </button>
            )}
          </div>
          <p role="status" aria-live="polite" className={`mt-2 text-sm ${disconnectFailed ? "text-red-700" : "text-emerald-700"}`}>
            {disconnectFailed ? t("disconnectFailed") : disconnected && connection !== "connected" ? t("disconnected") : ""}
          </p>
        </div>
      </div>
      {showIntro ? (
        <Suspense fallback={null}>
          <GoogleIntroDialog
            open={introOpen}
            onOpenChange={setIntroOpen}
            onLater={() => {
              setIntroOpen(false);
              void later.submit({ intent: "later" }, { method: "post", action: GOOGLE_CONNECT_PATH });
            }}
            onConnect={() => {
              setIntroOpen(false);
              void connect();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
