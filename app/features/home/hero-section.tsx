import { BadgeCheck, CheckCircle2, Mail, PlayCircle, Star, Video } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import type { University } from "~content/universities";
import { ButtonLink } from "~/ui/button-link";
import { DarkHero } from "~/ui/dark-hero";
import { UniversityMark } from "~/ui/university-mark";
import { MainCta } from "./main-cta";
import { useIsChinese } from "./use-home-locale";

export function HeroSection({ featured }: { featured: University | null }) {
  const { t } = useTranslation("home");
  const isZh = useIsChinese();

  return (
    <DarkHero labelledBy="home-hero-title">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-accent-200">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t("hero.eyebrow")}
          </p>
          <h1 id="home-hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t("hero.title")} <span className="text-accent-300">{t("hero.titleAccent")}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-200">{t("hero.subtitle")}</p>
          <div className="mt-10 flex flex-wrap items-center gap-3">
            <MainCta testId="home-main-cta" />
            <ButtonLink to="/mentors" variant="outline-light" size="lg">
              {t("hero.browse")}
            </ButtonLink>
            <Link
              to="/how-it-works#demo"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("hero.watchDemoLabel")}
              className="inline-flex h-12 items-center gap-2 rounded-lg px-3 text-base font-semibold text-white underline-offset-4 hover:underline focus-visible:focus-ring focus-ring-accent-300"
            >
              <PlayCircle className="size-6 text-accent-300" aria-hidden="true" />
              {t("hero.watchDemo")}
            </Link>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-white/10 sm:p-8">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("hero.card.label")}</p>
            <div className="mt-4 flex items-center gap-4">
              {featured && <UniversityMark university={featured} label={isZh ? featured.zh : featured.en} size={52} />}
              <div>
                <p className="font-semibold text-slate-900">{t("hero.card.mentor")}</p>
                <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  {t("hero.card.verified")}
                </p>
              </div>
            </div>
            <div className="mt-6 rounded-xl bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">{t("hero.card.title")}</p>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-800">
                <Video className="size-4" aria-hidden="true" />
                {t("hero.card.duration")}
              </p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {(["agenda1", "agenda2", "agenda3"] as const).map((key) => (
                  <li key={key} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                    {t(`hero.card.${key}`)}
                  </li>
                ))}
              </ul>
            </div>
            <p className="mt-5 flex items-center gap-2 text-sm text-slate-600">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {t("hero.card.link")}
            </p>
          </div>
          <p className="absolute -bottom-5 left-4 inline-flex items-center gap-1.5 rounded-full bg-accent-300 px-4 py-2 text-sm font-bold text-brand-950 shadow-lg sm:-left-6">
            <Star className="size-4 fill-current" aria-hidden="true" />
            {t("hero.card.rating")}
          </p>
        </div>
      </div>
    </DarkHero>
  );
}
