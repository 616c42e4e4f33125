import { ArrowLeft, BookOpenCheck } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { useNavigate } from "react-router";
import { buttonClassName, ButtonLink } from "~/ui/button-link";

/** Spec §2 coming-soon page: what SAT practice will hold, a way to get help now, and Go Back. */
export function SatComingSoonPage() {
  const { t } = useTranslation("sat-coming-soon");
  const navigate = useNavigate();
  const goBack = () => {
    // React Router keeps the history index in history.state; at 0 there is nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (typeof idx === "number" && idx > 0) void navigate(-1);
    else void navigate("/student-dashboard");
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <BookOpenCheck className="mx-auto size-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-brand-950">{t("title")}</h1>
      <p className="mt-5 text-lg text-slate-700">{t("body")}</p>
      <p className="mt-4 text-slate-600">{t("meanwhile")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={goBack} className={buttonClassName({ variant: "outline" })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("goBack")}
        </button>
        <ButtonLink to="/mentors?satOnly=true">{t("findTutor")}</ButtonLink>
      </div>
    </div>
  );
}
