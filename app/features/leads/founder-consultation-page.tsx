import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, useNavigation } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { Select } from "~/ui/form/select";
import { TextInput } from "~/ui/form/text-input";
import { Textarea } from "~/ui/form/textarea";
import { useFormRules } from "~/ui/form/use-form-rules";
import { consultationFieldErrors, consultationRoles, MESSAGE_MAX } from "./founder-consultation-fields";
import type { ConsultationField } from "./founder-consultation-schema";
import { HONEYPOT_FIELD } from "./honeypot";

const loadConsultationSchema = () => import("./founder-consultation-schema").then((module) => module.founderConsultationSchema);

export type ConsultationResult =
  | { sent: true }
  | { sent?: false; fields?: Partial<Record<ConsultationField, string>>; formError?: string }
  | undefined;

const expectations = ["listen", "plan", "pilot"] as const;

/** /founder-consultation: what the call covers, and the request form (spec §2, linked from the partnership pages). */
export function FounderConsultationPage({ result }: { result: ConsultationResult }) {
  const { t } = useTranslation("founder-consultation");
  const { t: tl } = useTranslation("leads");
  const navigation = useNavigation();
  const [localErrors, setLocalErrors] = useState<Partial<Record<ConsultationField, string>> | null>(null);
  const errors = localErrors ?? (result && !result.sent ? (result.fields ?? {}) : {});
  const message = (field: ConsultationField) => (errors[field] ? tl(errors[field]) : undefined);
  const submitting = navigation.state === "submitting";
  const rules = useFormRules(loadConsultationSchema);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    rules.check(event, (founderConsultationSchema) => {
      const parsed = founderConsultationSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
      if (parsed.success) {
        setLocalErrors(null);
        return;
      }
      event.preventDefault();
      const found = consultationFieldErrors(parsed.error);
      setLocalErrors(found);
      const first = Object.keys(found)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    });
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("eyebrow")}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("title")}</h1>
          <p className="mt-4 text-lg text-slate-700">{t("intro")}</p>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">{t("expect.title")}</h2>
          <ul className="mt-3 space-y-3">
            {expectations.map((item) => (
              <li key={item} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">{t(`expect.${item}.title`)}</p>
                <p className="mt-1 text-sm text-slate-700">{t(`expect.${item}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">{t("reply")}</p>
        </div>
        <div className="lg:col-span-3">
          {result?.sent ? (
            <div role="status" data-testid="consultation-sent" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8">
              <h2 className="text-xl font-bold text-emerald-900">{t("success.title")}</h2>
              <p className="mt-2 text-emerald-900">{t("success.text")}</p>
            </div>
          ) : (
            <Form method="post" noValidate onFocus={rules.onFocus} onSubmit={handleSubmit} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" data-testid="consultation-form">
              <h2 className="text-xl font-bold text-slate-900">{t("form.title")}</h2>
              <FormAlert message={result && !result.sent && result.formError ? result.formError : null} testId="consultation-error" />
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor="consultation-website">{tl("capture.honeypot")}</label>
                <input id="consultation-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextInput id="consultation-name" name="name" label={t("form.name")} autoComplete="name" required markRequired error={message("name")} />
                <TextInput id="consultation-email" name="email" type="email" label={t("form.email")} autoComplete="email" inputMode="email" required markRequired error={message("email")} />
                <TextInput id="consultation-school" name="school" label={t("form.school")} autoComplete="organization" required markRequired error={message("school")} />
                <Select
                  id="consultation-role"
                  name="role"
                  label={t("form.role")}
                  placeholder={t("form.rolePlaceholder")}
                  options={consultationRoles.map((role) => ({ value: role, label: t(`form.roles.${role}`) }))}
                  required
                  markRequired
                  error={message("role")}
                />
                <TextInput
                  id="consultation-students"
                  name="students"
                  type="number"
                  min={1}
                  max={100000}
                  inputMode="numeric"
                  label={t("form.students")}
                  hint={t("form.studentsHint")}
                  required
                  markRequired
                  error={message("students")}
                />
              </div>
              <Textarea id="consultation-message" name="message" rows={5} maxLength={MESSAGE_MAX} label={t("form.message")} hint={t("form.messageHint")} error={message("message")} />
              <button type="submit" disabled={submitting} className={buttonClassName({ variant: "primary", size: "lg", className: "w-full sm:w-auto" })}>
                {submitting ? t("form.sending") : t("form.submit")}
              </button>
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}
