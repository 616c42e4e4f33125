import { useTranslation } from "~/lib/i18n-react";

/** The dashboard's opening band: the student's name and what the page is for. */
export function WelcomeBanner({ name }: { name: string }) {
  const { t } = useTranslation("student-dashboard");
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative isolate overflow-hidden rounded-2xl bg-brand-950 px-6 py-8 text-white shadow-sm sm:px-10"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(99,121,204,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(245,133,11,0.18),transparent_50%)]"
      />
      <h1 id="welcome-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-testid="dashboard-welcome">
        {t("welcome.title", { name })}
      </h1>
      <p className="mt-2 max-w-2xl text-brand-100">{t("welcome.subtitle")}</p>
    </section>
  );
}
