import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { Textarea } from "~/ui/form/textarea";
import type { PracticeActionData } from "./handle-practice-action.server";
import { REPORT_MESSAGE } from "./practice-limits";

/** 'Report a problem with this question': a short form that reaches the admin's SAT reports tab. */
export function ReportProblem({ itemId }: { itemId: string }) {
  const { t } = useTranslation("sat-practice");
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<PracticeActionData>();
  const panelId = useId();
  const sent = fetcher.data?.ok === true && fetcher.data.intent === "report";
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <div>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} className={`${textLinkClassName} text-sm`}>
        {t("report.open")}
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {sent ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {t("report.sent")}
          </p>
        ) : (
          <fetcher.Form method="post" className="grid gap-3">
            <input type="hidden" name="intent" value="report" />
            <input type="hidden" name="itemId" value={itemId} />
            <p className="text-sm text-slate-600">{t("report.description")}</p>
            <Textarea
              name="message"
              label={t("report.label")}
              rows={3}
              required
              minLength={REPORT_MESSAGE.min}
              maxLength={REPORT_MESSAGE.max}
              error={failure?.fieldErrors?.message ? t(failure.fieldErrors.message) : null}
            />
            <FormAlert message={failure && !failure.fieldErrors?.message ? t(failure.error) : null} />
            <div>
              <button type="submit" disabled={fetcher.state !== "idle"} className={buttonClassName({ variant: "outline", size: "sm" })}>
                {fetcher.state !== "idle" ? t("report.sending") : t("report.submit")}
              </button>
            </div>
          </fetcher.Form>
        )}
      </div>
    </div>
  );
}
