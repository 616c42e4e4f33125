import { useTranslation } from "~/lib/i18n-react";
import { guidelineCardTypes, sessionGuides } from "~content/session-guides";
import { DashboardSection } from "./dashboard-section";
import { guideText } from "./guide-text";

/** The static guide: one card per focused session type with expectations, requirements and five tips. */
export function MeetingGuidelines() {
  const { t, i18n } = useTranslation("mentor-dashboard");
  return (
    <DashboardSection id="meeting-guidelines" title={t("guidelines.heading")} intro={t("guidelines.intro")}>
      <div className="grid gap-5 md:grid-cols-2">
        {guidelineCardTypes.map((type) => {
          const guide = sessionGuides[type];
          return (
            <article key={type} aria-labelledby={`guide-${type}`} className="rounded-xl border border-slate-200 bg-slate-50/60 p-5" data-testid="guideline-card">
              <h3 id={`guide-${type}`} className="text-lg font-semibold text-brand-900">
                {t(`common:sessionTypes.${type}.title`)}
              </h3>
              <h4 className="mt-3 text-sm font-semibold text-slate-900">{t("guidelines.expectations")}</h4>
              <p className="mt-1 text-sm text-slate-700">{guideText(guide.expectations, i18n.language)}</p>
              <h4 className="mt-3 text-sm font-semibold text-slate-900">{t("guidelines.requirements")}</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {guide.requirements.map((item) => (
                  <li key={item.en}>{guideText(item, i18n.language)}</li>
                ))}
              </ul>
              <h4 className="mt-3 text-sm font-semibold text-slate-900">{t("guidelines.tips")}</h4>
              <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                {guide.tips.map((tip) => (
                  <li key={tip.en}>{guideText(tip, i18n.language)}</li>
                ))}
              </ol>
            </article>
          );
        })}
      </div>
    </DashboardSection>
  );
}
