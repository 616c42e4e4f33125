import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";

export const CREATE_PROFILE_PATH = "/create-mentor-profile";

/** Spec §8: a mentor without a profile is asked to complete it before the dashboard or the editor. */
export function ProfileMissing() {
  const { t } = useTranslation("mentor-profile");
  return (
    <section className="mx-auto max-w-xl px-6 py-16 text-center" data-testid="profile-missing">
      <h1 className="text-2xl font-bold text-slate-900">{t("missing.heading")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("missing.message")}</p>
      <ButtonLink to={CREATE_PROFILE_PATH} size="lg" className="mt-8">
        {t("missing.create")}
      </ButtonLink>
    </section>
  );
}
