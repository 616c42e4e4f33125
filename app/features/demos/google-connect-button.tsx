import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";

type GoogleState = "idle" | "connecting" | "connected" | "error";

// Spec §7: the mentor demo asks the server for Google's authorisation address and goes there.
export const GOOGLE_CONNECT_URL = "/meeting/google";

/**
 * Spec §4: idle, connecting, connected (the profile already holds Google's authorisation),
 * error. Disabled while connecting or connected; after a failure the label invites a retry.
 */
export function GoogleConnectButton({ connected }: { connected: boolean }) {
  const { t } = useTranslation("mentor-demo");
  const [state, setState] = useState<GoogleState>(connected ? "connected" : "idle");

  async function connect() {
    setState("connecting");
    try {
      const response = await fetch(GOOGLE_CONNECT_URL, { headers: { Accept: "application/json" } });
      const body = response.ok ? ((await response.json()) as { authUrl?: unknown }) : null;
      if (typeof body?.authUrl !== "string" || !/^https:\/\//.test(body.authUrl)) throw new Error("no authorisation address");
      window.location.assign(body.authUrl);
    } catch {
      setState("error");
    }
  }

  const label = { idle: t("google.connect"), connecting: t("google.connecting"), connected: t("google.connected"), error: t("google.failed") }[state];
  return (
    <div>
      <button
        type="button"
        onClick={() => void connect()}
        disabled={state === "connecting" || state === "connected"}
        aria-describedby={state === "error" ? "google-retry" : undefined}
        className={buttonClassName({ variant: state === "connected" ? "outline" : "primary" })}
        data-testid="google-connect"
        data-state={state}
      >
        {label}
      </button>
      {state === "error" && (
        <p id="google-retry" role="alert" className="mt-2 text-sm text-red-700">
          {t("google.retry")}
        </p>
      )}
    </div>
  );
}
