import { UserX } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";

/** Spec §8: 'Mentor not found', with a way back to the list. */
export function MentorNotFound() {
  const { t } = useTranslation("booking");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="mentor-not-found">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <UserX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-brand-950">{t("schedule.notFound.title")}</h1>
      <p className="mt-2 text-slate-600">{t("schedule.notFound.body")}</p>
      <ButtonLink to="/mentors" className="mt-8">
        {t("schedule.notFound.back")}
      </ButtonLink>
    </section>
  );
}
