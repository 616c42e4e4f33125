import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import { DarkHero } from "~/ui/dark-hero";
import { AdmissionRates } from "./admission-rates-section";
import type { SuccessStoriesView } from "./list-success-stories.server";
import { StoryCard } from "./story-card";
import type { StoryFilters } from "./story-filters";
import { StoryFiltersBar } from "./story-filters-bar";

export function SuccessStoriesPage({ view, filters, lang }: { view: SuccessStoriesView; filters: StoryFilters; lang: string | null }) {
  const { t } = useTranslation("success-stories");
  return (
    <>
      <DarkHero labelledBy="success-stories-title">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{t("hero.eyebrow")}</p>
          <h1 id="success-stories-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-5 text-lg text-pretty text-slate-300">{t("hero.subtitle")}</p>
        </div>
      </DarkHero>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <AdmissionRates />

        <section aria-labelledby="stories-title">
          <h2 id="stories-title" className="text-2xl font-bold text-brand-950">
            {t("stories.title")}
          </h2>
          <div className="mt-6">
            <StoryFiltersBar filters={filters} colleges={view.colleges} lang={lang} />
          </div>
          <p className="mt-6 text-sm text-slate-600" role="status" data-testid="story-count">
            {t("stories.count", { count: view.stories.length })}
          </p>
          {view.stories.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700" data-testid="stories-empty">
              {t("stories.empty")}
            </p>
          ) : (
            <div className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {view.stories.map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="stories-cta-title" className="rounded-2xl bg-brand-50 p-8 text-center">
          <h2 id="stories-cta-title" className="text-2xl font-bold text-brand-950">
            {t("cta.title")}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700">{t("cta.body")}</p>
          <ButtonLink to="/mentors" size="lg" className="mt-6">
            {t("card.findMentor")}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
