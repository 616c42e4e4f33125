import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { SupportHero } from "./support-hero";
import { FaqList, type FaqItem } from "./faq-list";
import { SupportContact } from "./support-contact";

export const mentorFaqCategories = ["general", "meetings", "technical", "payment"] as const;
export type MentorFaqCategory = (typeof mentorFaqCategories)[number];

export function isMentorFaqCategory(value: string | null): value is MentorFaqCategory {
  return (mentorFaqCategories as readonly (string | null)[]).includes(value);
}

const chipClass =
  "inline-flex items-center rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:focus-ring border-slate-300 bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white";

/** Spec §2 Mentor Support Center: the FAQ by category (a link per category, kept in the URL). */
export function MentorSupportPage({ category, lang }: { category: MentorFaqCategory | null; lang: string | null }) {
  const { t } = useTranslation("mentor-support");
  const items = Object.entries(t("faq.items", { returnObjects: true }) as Record<string, FaqItem>);
  const shown = category ? items.filter(([, item]) => item.category === category) : items;
  const href = (next: MentorFaqCategory | null) => {
    const params = new URLSearchParams();
    if (next) params.set("category", next);
    if (lang) params.set("lang", lang);
    const query = params.toString();
    return `/mentor-support${query ? `?${query}` : ""}`;
  };

  return (
    <>
      <SupportHero id="mentor-support-title" title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="mentor-faq-title">
          <h2 id="mentor-faq-title" className="text-2xl font-bold text-brand-950">
            {t("faq.title")}
          </h2>
          <nav aria-label={t("faq.filterLabel")} className="mt-5">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link to={href(null)} preventScrollReset aria-current={category === null} className={chipClass}>
                  {t("categories.all")}
                </Link>
              </li>
              {mentorFaqCategories.map((c) => (
                <li key={c}>
                  <Link to={href(c)} preventScrollReset aria-current={category === c} className={chipClass}>
                    {t(`categories.${c}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6">
            <FaqList items={shown} linkLabel={t("faq.linkToAnswer")} testId="mentor-faq" />
          </div>
        </section>
        <SupportContact
          title={t("contact.title")}
          body={t("contact.body")}
          emailLabel={t("contact.email")}
          hoursLabel={t("contact.hoursLabel")}
          hours={t("contact.hours")}
        />
      </div>
    </>
  );
}
