import { useTranslation } from "~/lib/i18n-react";
import { LeadCaptureForm } from "~/features/leads/lead-capture-form";
import { useViewer } from "~/lib/use-user";
import { ButtonLink } from "~/ui/button-link";
import { MainCta } from "./main-cta";

export function CtaSection() {
  const { t } = useTranslation("home");
  const viewer = useViewer();
  return (
    <section aria-labelledby="home-cta-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-14 text-center shadow-xl sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top_left,rgba(252,188,77,0.25),transparent_45%),radial-gradient(circle_at_bottom_right,rgba(142,162,222,0.35),transparent_50%)]"
          />
          <h2 id="home-cta-title" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {t("cta.title")}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-slate-200">
            {viewer ? t("cta.subtitleSignedIn") : t("cta.subtitleSignedOut")}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <MainCta />
            {viewer ? (
              <ButtonLink to="/how-it-works" variant="outline-light" size="lg">
                {t("cta.learnMore")}
              </ButtonLink>
            ) : (
              <ButtonLink to="/mentors" variant="outline-light" size="lg">
                {t("cta.browse")}
              </ButtonLink>
            )}
          </div>
          {viewer ? null : (
            <div className="mt-10">
              <LeadCaptureForm source="home-cta" page="/" tone="dark" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
