import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { LEAD_EMAIL_KEY, readStorage } from "~/lib/browser-storage";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import { collectFieldErrors, useFieldMessage, type FieldErrors } from "../field-errors";
import { useFormRules } from "~/ui/form/use-form-rules";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { mentorStepOfField, signUpFormValues, type SignUpRole } from "../signup-fields";
import type { FormResult } from "./form-result";
import { RoleChoice } from "./role-choice";
import { StepProgress } from "./step-progress";
import { useFormMessages } from "./use-form-messages";

type Step = 1 | 2 | 3;
const loadSignUpSchemas = () => import("../signup-schemas");
// A mentor's profile steps (picture, college, major, country, languages) with their lists of
// names, more than half of the page's own JavaScript, load for a mentor's sign-up only: at once
// when the page opens as one, or when the role is switched to mentor, while step 1 is filled in.
const loadMentorSteps = () => import("./mentor-profile-fields");
const PictureStepFields = lazy(() => loadMentorSteps().then((module) => ({ default: module.PictureStepFields })));
const AboutStepFields = lazy(() => loadMentorSteps().then((module) => ({ default: module.AboutStepFields })));
const stepTitles = { 1: "steps.account", 2: "steps.profile", 3: "steps.about" } as const;

/**
 * Student: one step. Mentor: three steps in one form, so the final request carries every field
 * and the picture (multipart); inactive steps are only hidden. Each step is checked with its
 * schema before Continue; the action checks everything again.
 */
export function SignUpForm({ result }: { result: FormResult | undefined }) {
  const { t } = useTranslation("signup");
  const message = useFieldMessage();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const rules = useFormRules(loadSignUpSchemas);
  const emailRef = useRef<HTMLInputElement>(null);

  const roleParam: SignUpRole = searchParams.get("role") === "mentor" ? "mentor" : "student";
  const [role, setRole] = useState<SignUpRole>(roleParam);
  // A page rendered with an answer already (a post without JavaScript) starts on its messages.
  const [step, setStep] = useState<Step>(() => (roleParam === "mentor" && result?.focusField ? (mentorStepOfField[result.focusField] ?? 1) : 1));
  // A link to /signup?role=mentor while already here (the footer's "Become a Mentor") switches role.
  const [seenRoleParam, setSeenRoleParam] = useState(roleParam);
  if (roleParam !== seenRoleParam) {
    setSeenRoleParam(roleParam);
    setRole(roleParam);
    setStep(1);
  }
  // A new answer from the action: show its messages on the step that holds the field.
  const { errors, setErrors, formError, setFormError, focus, showErrors: showFound, fieldChanged } = useFormMessages(
    result,
    formRef,
    (answer) => {
      if (answer?.focusField && role === "mentor") setStep(mentorStepOfField[answer.focusField] ?? 1);
    },
  );

  // The email comes from the page that sent the visitor here, or from a lead form filled earlier.
  useEffect(() => {
    const input = emailRef.current;
    if (!input || input.value) return;
    const fromState = (location.state as { email?: unknown } | null)?.email;
    input.value = typeof fromState === "string" ? fromState : readLeadEmail();
  }, [location.state]);

  const submitting = navigation.formData !== undefined && navigation.formAction?.split("?")[0] === location.pathname;
  const mentor = role === "mentor";
  const lastStep = !mentor || step === 3;

  function showErrors(found: FieldErrors) {
    const first = showFound(found);
    if (first && mentor) setStep(mentorStepOfField[first] ?? step);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    rules.check(event, (schemas) => {
      const values = signUpFormValues(new FormData(event.currentTarget));
      if (!mentor) {
        const parsed = schemas.studentSignUpSchema.safeParse(values);
        if (!parsed.success) {
          event.preventDefault();
          showErrors(collectFieldErrors(parsed.error));
        }
        return;
      }
      const stepSchemas = { 1: schemas.mentorAccountSchema, 2: schemas.mentorPictureStepSchema, 3: schemas.mentorAboutStepSchema };
      const current = stepSchemas[step].safeParse(values);
      if (!current.success) {
        event.preventDefault();
        showErrors(collectFieldErrors(current.error));
        return;
      }
      if (step < 3) {
        event.preventDefault();
        goToStep((step + 1) as Step);
        return;
      }
      const whole = schemas.mentorSignUpSchema.safeParse(values);
      if (!whole.success) {
        event.preventDefault();
        showErrors(collectFieldErrors(whole.error));
      }
    });
  }

  function goToStep(next: Step) {
    setErrors({});
    setFormError(undefined);
    setStep(next);
    focus(`step-${next}`);
  }

  function changeRole(next: SignUpRole) {
    setRole(next);
    setStep(1);
    setErrors((current) => ({ ...current, role: undefined, email: undefined }));
  }

  const ready = useReadyMarker<HTMLElement>();
  return (
    <section ref={ready} data-testid="signup-page" className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{t("heading")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("intro")}</p>

        <Form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          noValidate
          onFocus={rules.onFocus}
          onSubmit={handleSubmit}
          className="mt-6 space-y-6"
          aria-describedby={formError ? "signup-form-error" : undefined}
        >
          <FormAlert id="signup-form-error" message={message(formError)} />
          {mentor ? <StepProgress step={step} total={3} /> : null}

          <div hidden={mentor && step !== 1} className="space-y-5">
            {mentor ? <StepHeading step={1} title={t(stepTitles[1])} /> : null}
            <RoleChoice value={role} onChange={changeRole} error={errors.role} />
            <TextInput
              id="signup-name"
              name="name"
              label={t("accounts:fields.name")}
              autoComplete="name"
              error={message(errors.name)}
              onChange={() => fieldChanged("name")}
            />
            <TextInput
              id="signup-email"
              name="email"
              type="email"
              label={t("accounts:fields.email")}
              autoComplete="email"
              inputMode="email"
              hint={mentor ? t("fields.mentorEmailHint") : undefined}
              error={message(errors.email)}
              ref={emailRef}
              onChange={() => fieldChanged("email")}
            />
            <TextInput
              id="signup-password"
              name="password"
              type="password"
              label={t("accounts:fields.password")}
              autoComplete="new-password"
              hint={t("fields.passwordHint")}
              error={message(errors.password)}
              onChange={() => fieldChanged("password")}
            />
          </div>

          {mentor ? (
            <>
              <div hidden={step !== 2} className="space-y-5">
                <StepHeading step={2} title={t(stepTitles[2])} />
                <Suspense>
                  <PictureStepFields idPrefix="signup" errors={errors} onFieldChange={fieldChanged} />
                </Suspense>
              </div>
              <div hidden={step !== 3} className="space-y-5">
                <StepHeading step={3} title={t(stepTitles[3])} />
                <Suspense>
                  <AboutStepFields idPrefix="signup" errors={errors} onFieldChange={fieldChanged} />
                </Suspense>
              </div>
            </>
          ) : null}

          <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
            {mentor && step > 1 ? (
              <button type="button" className={buttonClassName({ variant: "outline" })} onClick={() => goToStep((step - 1) as Step)}>
                {t("actions.back")}
              </button>
            ) : (
              <span />
            )}
            <button type="submit" disabled={submitting} className={buttonClassName({ size: "lg", className: "min-w-44" })}>
              {lastStep ? (submitting ? t("actions.submitting") : t("actions.submit")) : t("actions.continue")}
            </button>
          </div>
        </Form>

        <p className="mt-6 text-center text-sm text-slate-600">
          {t("actions.haveAccount")}{" "}
          <Link to="/login" className={textLinkClassName}>
            {t("actions.login")}
          </Link>
        </p>
      </div>
    </section>
  );
}

function StepHeading({ step, title }: { step: Step; title: string }) {
  // Focus lands here when the step changes, so a screen reader announces where the user is.
  return (
    <h2 tabIndex={-1} data-field={`step-${step}`} className="text-lg font-semibold text-slate-900 focus:outline-none">
      {title}
    </h2>
  );
}

function readLeadEmail(): string {
  return readStorage(LEAD_EMAIL_KEY) ?? "";
}
