import { BookOpen, CheckCircle2, Compass, GraduationCap, PenLine } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { SupportHero } from "./support-hero";
import { FaqList, type FaqItem } from "./faq-list";
import { SupportContact } from "./support-contact";

interface Topic {
  title: string;
  description: string;
  items: Record<string, FaqItem>;
}

const topicIcons: Record<string, typeof BookOpen> = {
  "sat-preparation": BookOpen,
  "essay-writing": PenLine,
  "college-information": GraduationCap,
  "application-strategy": Compass,
};

/** Spec §2 Student Support Center: four help topics, booking answers, tips and the contact. */
export function StudentSupportPage() {
  const { t } = useTranslation("student-support");
  const topics = Object.entries(t("topics", { returnObjects: true }) as Record<string, Topic>);
  const sessions = Object.entries(t("sessions.items", { returnObjects: true }) as Record<string, FaqItem>);
  const tips = Object.entries(t("tips.items", { returnObjects: true }) as Record<string, string>);
  const linkLabel = t("linkToAnswer");

  return (
    <>
      <SupportHero id="student-support-title" title={t("hero.title")} subtitle={t("hero.subtitle")} />
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12 sm:px-6 lg:px-8">
        <nav aria-labelledby="help-topics-title">
          <h2 id="help-topics-title" className="text-2xl font-bold text-brand-950">
            {t("topicsTitle")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {topics.map(([key, topic]) => {
              const Icon = topicIcons[key] ?? BookOpen;
              return (
                <li key={key}>
                  <a href={`#topic-${key}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 focus-visible:focus-ring">
                    <Icon className="size-6 text-brand-600" aria-hidden="true" />
                    <span className="mt-3 font-semibold text-brand-950">{topic.title}</span>
                    <span className="mt-1 text-sm text-slate-600">{topic.description}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        {topics.map(([key, topic]) => (
          <section key={key} id={`topic-${key}`} aria-labelledby={`topic-${key}-title`} className="scroll-mt-24">
            <h2 id={`topic-${key}-title`} className="text-2xl font-bold text-brand-950">
              {topic.title}
            </h2>
            <p className="mt-2 text-slate-600">{topic.description}</p>
            <div className="mt-5">
              <FaqList items={Object.entries(topic.items)} linkLabel={linkLabel} />
            </div>
          </section>
        ))}

        <section aria-labelledby="sessions-help-title">
          <h2 id="sessions-help-title" className="text-2xl font-bold text-brand-950">
            {t("sessions.title")}
          </h2>
          <div className="mt-5">
            <FaqList items={sessions} linkLabel={linkLabel} testId="sessions-faq" />
          </div>
        </section>

        <section aria-labelledby="tips-title" className="rounded-2xl bg-brand-50 p-8">
          <h2 id="tips-title" className="text-2xl font-bold text-brand-950">
            {t("tips.title")}
          </h2>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {tips.map(([key, tip]) => (
              <li key={key} className="flex items-start gap-3 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                {tip}
              </li>
            ))}
          </ul>
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
