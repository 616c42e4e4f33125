import { useRef, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, useLocation, useNavigation } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { collectFieldErrors, useFieldMessage } from "../field-errors";
import { useFormRules } from "~/ui/form/use-form-rules";
import { signUpFormValues } from "../signup-fields";
import type { FormResult } from "./form-result";
import { AboutStepFields, PictureStepFields } from "./mentor-profile-fields";
import { useFormMessages } from "./use-form-messages";

const loadProfileSchema = () => import("../signup-schemas").then((module) => module.mentorProfileSchema);

/** /create-mentor-profile: the sign-up's steps 2 and 3 on one page, for a mentor without a profile. */
export function CreateMentorProfileForm({ result }: { result: FormResult | undefined }) {
  const { t } = useTranslation("signup");
  const message = useFieldMessage();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, formError, showErrors, fieldChanged } = useFormMessages(result, formRef);
  const rules = useFormRules(loadProfileSchema);

  const submitting = navigation.formData !== undefined && navigation.formAction?.split("?")[0] === location.pathname;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    rules.check(event, (mentorProfileSchema) => {
      const parsed = mentorProfileSchema.safeParse(signUpFormValues(new FormData(event.currentTarget)));
      if (parsed.success) return;
      event.preventDefault();
      showErrors(collectFieldErrors(parsed.error));
    });
  }

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{t("createProfile.heading")}</h1>
        <p className="mt-3 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-900" role="status">
          {t("createProfile.prompt")}
        </p>
        <Form ref={formRef} method="post" encType="multipart/form-data" noValidate onFocus={rules.onFocus} onSubmit={handleSubmit} className="mt-6 space-y-8">
          <FormAlert id="create-profile-error" message={message(formError)} />
          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-slate-900">{t("steps.profile")}</legend>
            <PictureStepFields idPrefix="profile" errors={errors} onFieldChange={fieldChanged} />
          </fieldset>
          <fieldset className="space-y-5">
            <legend className="text-lg font-semibold text-slate-900">{t("steps.about")}</legend>
            <AboutStepFields idPrefix="profile" errors={errors} onFieldChange={fieldChanged} />
          </fieldset>
          <div className="flex justify-end">
            <button type="submit" disabled={submitting} className={buttonClassName({ size: "lg", className: "min-w-44" })}>
              {submitting ? t("createProfile.submitting") : t("createProfile.submit")}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
