import { Award, GraduationCap, MessageSquareQuote, TrendingUp } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { ButtonLink } from "~/ui/button-link";
import type { EvidenceType, SuccessStory } from "./success-story";

const icons: Record<EvidenceType, typeof Award> = {
  "score-improvement": TrendingUp,
  "admission-offer": GraduationCap,
  scholarship: Award,
  "interview-success": MessageSquareQuote,
};

/** One story, drawn by the kind of result it proves. */
export function StoryCard({ story }: { story: SuccessStory }) {
  const { t } = useTranslation("success-stories");
  const Icon = icons[story.evidence.type];
  const { evidence } = story;
  const headingId = `story-${story.id}`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="story-card">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
          <Icon className="size-4" aria-hidden="true" />
          {t(`types.${evidence.type}`)}
        </span>
        <span className="text-sm text-slate-600">{t("card.classOf", { year: story.year })}</span>
      </div>
      <h3 id={headingId} className="mt-4 text-lg font-bold text-brand-950">
        {story.studentName}
      </h3>
      <p className="text-slate-700">{story.college}</p>

      <div className="mt-4 rounded-xl bg-slate-50 p-4">
        {evidence.type === "score-improvement" ? (
          <p className="text-slate-800">
            <span className="font-semibold">{t("card.score", { before: evidence.before, after: evidence.after })}</span>{" "}
            <span className="font-semibold text-emerald-700">{t("card.points", { points: evidence.after - evidence.before })}</span>
          </p>
        ) : (
          <p className="font-semibold text-slate-800">{evidence.type === "scholarship" ? evidence.amount : evidence.achievement}</p>
        )}
      </div>

      <blockquote className="mt-4 flex-1 text-slate-700 italic">“{story.testimonial}”</blockquote>
      <p className="mt-4 text-sm text-slate-600">{t("card.mentoredBy", { name: story.mentorName })}</p>
      <ButtonLink to="/mentors" variant="outline" className="mt-5">
        {t("card.findMentor")}
      </ButtonLink>
    </article>
  );
}
