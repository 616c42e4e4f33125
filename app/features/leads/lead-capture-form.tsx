import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Link, useFetcher } from "react-router";
import { LEAD_EMAIL_KEY, writeStorage } from "~/lib/browser-storage";
import { buttonClassName } from "~/ui/button-link";
import { useCheckedSubmit } from "~/ui/form/use-checked-submit";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { HONEYPOT_FIELD } from "./honeypot";

// The form's rules (and zod) load when a visitor starts on the form, not with the page.
const loadLeadCaptureSchema = () => import("./lead-fields").then((module) => module.leadCaptureSchema);

export interface LeadCaptureFormProps {
  /** Which form this is, a slug stored with the lead: "home-cta", "blog-post", "for-schools". */
  source: string;
  /** The page's path, stored with the lead: "/", "/blog/my-post". */
  page: string;
  /** "dark" on a dark band (white text), "light" elsewhere. */
  tone?: "light" | "dark";
}

type Answer = { ok: true } | { error: string; message?: string; fields?: { email?: string } };

/**
 * A visitor leaves their email for updates. Posted to /resources/leads; once recorded the address
 * is remembered in this browser and fills in the sign-up form, which the success message links to.
 */
export function LeadCaptureForm({ source, page, tone = "light" }: LeadCaptureFormProps) {
  const { t } = useTranslation("leads");
  const id = useId();
  const fetcher = useFetcher<Answer>();
  const [localError, setLocalError] = useState<string | null>(null);
  const answer = fetcher.data;
  const dark = tone === "dark";
  const ref = useReadyMarker<HTMLFormElement>();

  const checked = useCheckedSubmit(loadLeadCaptureSchema, {
    invalid: (error) => setLocalError(t(error.issues[0]?.message ?? "errors.emailInvalid")),
    valid: (lead) => {
      setLocalError(null);
      if (lead) writeStorage(LEAD_EMAIL_KEY, lead.email);
    },
    submit: (form) => fetcher.submit(form),
  });

  if (answer && "ok" in answer) {
    return (
      <p role="status" data-testid="lead-capture-success" className={`text-base font-medium ${dark ? "text-white" : "text-slate-900"}`}>
        {t("capture.thanks")}{" "}
        <Link to="/signup" className={`underline underline-offset-2 focus-visible:focus-ring ${dark ? "text-white" : "text-brand-700"}`}>
          {t("capture.signUp")}
        </Link>
      </p>
    );
  }

  const error = localError ?? (answer && "error" in answer ? (answer.fields?.email ?? answer.message ?? null) : null);
  return (
    <fetcher.Form ref={ref} method="post" action="/resources/leads" {...checked} noValidate className="mx-auto w-full max-w-md text-left" data-testid="lead-capture-form">
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={page} />
      {/* Hidden from people and assistive technology; bots fill every field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t("capture.honeypot")}</label>
        <input id={`${id}-website`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <label htmlFor={`${id}-email`} className={`block text-sm font-medium ${dark ? "text-white" : "text-slate-800"}`}>
        {t("capture.label")}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={t("capture.placeholder")}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:focus-ring"
        />
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClassName({ variant: dark ? "accent" : "primary" })}>
          {fetcher.state !== "idle" ? t("capture.sending") : t("capture.submit")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={`mt-2 text-sm font-medium ${dark ? "text-amber-200" : "text-red-700"}`}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
