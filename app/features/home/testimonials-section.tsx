import { Quote, Star } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { SectionHeading } from "~/ui/section-heading";

const TESTIMONIALS = ["maya", "daniel", "lin"] as const;
type TestimonialKey = (typeof TESTIMONIALS)[number];

/** Student and parent testimonials (English only); each quote is clamped to four lines until expanded. */
export function TestimonialsSection() {
  const { t } = useTranslation("home");
  return (
    <section data-testid="home-testimonials" aria-labelledby="home-testimonials-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-testimonials-title" eyebrow={t("testimonials.eyebrow")} title={t("testimonials.title")} />
        <ul className="mt-14 grid items-start gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <TestimonialCard id={key} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialCard({ id }: { id: TestimonialKey }) {
  const { t } = useTranslation("home");
  const [expanded, setExpanded] = useState(false);
  const quoteId = useId();
  const name = t(`testimonials.${id}.name`);

  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="flex gap-0.5 text-accent-600" role="img" aria-label={t("testimonials.rating")}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="size-4 fill-current" aria-hidden="true" />
          ))}
        </p>
        <Quote className="size-7 text-brand-100" aria-hidden="true" />
      </div>
      <blockquote id={quoteId} className={`mt-4 leading-relaxed text-slate-700 ${expanded ? "" : "line-clamp-4"}`}>
        <p>{t(`testimonials.${id}.quote`)}</p>
      </blockquote>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={quoteId}
        onClick={() => setExpanded((open) => !open)}
        className="mt-3 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline focus-visible:focus-ring"
      >
        {expanded ? t("testimonials.showLess") : t("testimonials.readMore")}
      </button>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
        >
          {name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block text-sm text-slate-600">{t(`testimonials.${id}.detail`)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
