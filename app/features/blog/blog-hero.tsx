import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import { DarkHero } from "~/ui/dark-hero";

/** The blog's opening: visitors get the two ways in, signed-in users only the title. */
export function BlogHero({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation("blog");
  if (!visitor) {
    return (
      <header className="border-b border-slate-200 bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <p className="text-sm font-semibold text-brand-700">{t("hero.eyebrow")}</p>
          <h1 id="blog-title" className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t("hero.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-slate-700">{t("hero.subtitle")}</p>
        </div>
      </header>
    );
  }
  return (
    <DarkHero labelledBy="blog-title">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{t("hero.eyebrow")}</p>
        <h1 id="blog-title" className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t("hero.title")}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-200">{t("hero.subtitle")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/signup" variant="accent" size="lg">
            {t("hero.guidance")}
          </ButtonLink>
          <ButtonLink to="/mentors" variant="outline-light" size="lg">
            {t("hero.mentors")}
          </ButtonLink>
        </div>
      </div>
    </DarkHero>
  );
}
