import { BadgeCheck } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, useLocation, useNavigation } from "react-router";
import { collectFieldErrors, useFieldMessage } from "~/features/accounts/field-errors";
import { BioField } from "~/features/accounts/signup/bio-field";
import type { FormResult } from "~/features/accounts/signup/form-result";
import { PictureStepFields } from "~/features/accounts/signup/mentor-profile-fields";
import { useFormMessages } from "~/features/accounts/signup/use-form-messages";
import { buttonClassName, ButtonLink } from "~/ui/button-link";
import { labelClassName } from "~/ui/form/field";
import { FormAlert } from "~/ui/form/form-alert";
import { TextInput } from "~/ui/form/text-input";
import { useReadyMarker } from "~/ui/use-ready-marker";
import type { EditableMentorProfile } from "./get-mentor-profile.server";
import { mentorProfileUpdateSchema, profileUpdateFormValues } from "./profile-update-schema";

/** /mentor-profile: the mentor's own profile; name and SAT score are shown but cannot be changed. */
export function MentorProfileForm({ profile, result }: { profile: EditableMentorProfile; result: FormResult | undefined }) {
  const { t } = useTranslation(["mentor-profile", "signup"]);
  const message = useFieldMessage();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, formError, showErrors, fieldChanged } = useFormMessages(result, formRef);
  const ready = useReadyMarker<HTMLElement>();
  const saving = navigation.formData !== undefined && navigation.formAction?.split("?")[0] === location.pathname;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = mentorProfileUpdateSchema.safeParse(profileUpdateFormValues(new FormData(event.currentTarget)));
    if (parsed.success) return;
    event.preventDefault();
    showErrors(collectFieldErrors(parsed.error));
  }

  return (
    <section ref={ready} data-testid="mentor-profile-page" className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">{t("heading")}</h1>
        <p className="mt-2 text-slate-600">{t("intro")}</p>
        <Form ref={formRef} method="post" encType="multipart/form-data" noValidate onSubmit={handleSubmit} className="mt-6 space-y-6">
          <FormAlert id="mentor-profile-error" message={message(formError)} testId="mentor-profile-error" />
          <TextInput id="profile-name" label={t("fields.name")} hint={t("fields.nameHint")} defaultValue={profile.name} readOnly />
          <div>
            <p className={labelClassName}>
              {t("fields.satScore")}
            </p>
            <p className="mt-1 flex items-center gap-3" data-testid="profile-sat-score">
              <span className="text-lg font-semibold text-slate-900 tabular-nums">{profile.satScore ?? t("fields.satNotProvided")}</span>
              {profile.satScore !== null && profile.satScoreVerified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  {t("fields.verified")}
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm text-slate-500">{t("fields.satHint")}</p>
          </div>
          <PictureStepFields
            idPrefix="profile"
            errors={errors}
            onFieldChange={fieldChanged}
            defaults={{ photoId: profile.photoId, major: profile.major, college: profile.college, country: profile.country }}
          />
          <TextInput
            id="profile-interests"
            name="interests"
            label={t("signup:fields.interests")}
            hint={t("signup:fields.interestsHint")}
            error={message(errors.interests)}
            onChange={() => fieldChanged("interests")}
            defaultValue={profile.interests.join(", ")}
            autoComplete="off"
          />
          <BioField id="profile-bio" error={errors.bio} onChange={() => fieldChanged("bio")} defaultValue={profile.bio} />
          <div className="flex flex-wrap justify-end gap-3">
            <ButtonLink to="/mentor-dashboard" variant="outline" size="lg">
              {t("cancel")}
            </ButtonLink>
            <button type="submit" disabled={saving} className={buttonClassName({ size: "lg", className: "min-w-40" })}>
              {saving ? t("saving") : t("save")}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
