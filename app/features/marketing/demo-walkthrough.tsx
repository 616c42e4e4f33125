import { ChevronLeft, ChevronRight, RotateCcw } from "lucide-react";
import { useState, type ComponentType, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui/button-link";
import { SectionHeading } from "~/ui/section-heading";
import { useReadyMarker } from "~/ui/use-ready-marker";
import { FindScene, ReviewsScene, SlotScene } from "./demo-scenes-discover";
import { LinkScene, PayScene, RateScene } from "./demo-scenes-booked";
import { DEMO_STEPS, stepAfterKey, type DemoStep } from "./demo-steps";

const SCENES: Record<DemoStep, ComponentType> = {
  find: FindScene,
  reviews: ReviewsScene,
  slot: SlotScene,
  pay: PayScene,
  link: LinkScene,
  rate: RateScene,
};

/**
 * The product walkthrough behind the home page's 'Watch demo' (/how-it-works#demo): the real
 * booking flow step by step, operable with Previous/Next, the step list, or the arrow keys.
 */
export function DemoWalkthrough() {
  const { t } = useTranslation("how-it-works");
  const [index, setIndex] = useState(0);
  const readyRef = useReadyMarker<HTMLElement>();
  const step = DEMO_STEPS[index] ?? "find";
  const total = DEMO_STEPS.length;
  const last = index === total - 1;
  const Scene = SCENES[step];
  const title = t(`demo.steps.${step}.title`);

  const show = (next: number) => setIndex(Math.min(Math.max(next, 0), total - 1));
  // On the step list and on Previous/Next, the arrow keys (and Home, End) move between steps.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = stepAfterKey(event.key, index, total);
    if (next === null) return;
    event.preventDefault();
    show(next);
  };

  return (
    <section ref={readyRef} id="demo" aria-labelledby="demo-title" data-testid="demo-walkthrough" className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="demo-title" eyebrow={t("demo.eyebrow")} title={t("demo.title")} subtitle={t("demo.subtitle")} />
        <div className="mt-10 rounded-3xl border border-slate-200 bg-slate-50 p-4 sm:p-8">
          <ol aria-label={t("demo.stepsLabel")} className="flex flex-wrap justify-center gap-2">
            {DEMO_STEPS.map((key, i) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => show(i)}
                  onKeyDown={onKeyDown}
                  aria-current={i === index ? "step" : undefined}
                  aria-label={t("demo.goTo", { n: i + 1, title: t(`demo.steps.${key}.title`) })}
                  className={`flex size-9 items-center justify-center rounded-full text-sm font-bold transition-colors focus-visible:focus-ring ${
                    i === index ? "bg-brand-600 text-white" : i < index ? "bg-brand-100 text-brand-800" : "bg-white text-slate-700 ring-1 ring-slate-300"
                  }`}
                >
                  {i + 1}
                </button>
              </li>
            ))}
          </ol>

          <div className="mt-8 grid items-center gap-8 lg:grid-cols-[1fr_1.1fr]">
            <div aria-live="polite" aria-atomic="true">
              <p className="text-sm font-semibold text-accent-700" data-testid="demo-step-count">
                {t("demo.stepOf", { n: index + 1, total })}
              </p>
              <h3 className="mt-2 text-2xl font-bold text-brand-950">
                {title}
              </h3>
              <p className="mt-3 text-lg leading-relaxed text-slate-700">{t(`demo.steps.${step}.body`)}</p>
            </div>
            <div role="img" aria-label={t("demo.illustration", { title })} className="mx-auto w-full max-w-md">
              <Scene />
            </div>
          </div>

          <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
            <button
              type="button"
              onClick={() => show(index - 1)}
              onKeyDown={onKeyDown}
              aria-disabled={index === 0}
              className={buttonClassName({ variant: "outline", className: "aria-disabled:cursor-not-allowed aria-disabled:opacity-50" })}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              {t("demo.previous")}
            </button>
            <p className="hidden text-sm text-slate-600 sm:block">{t("demo.keyboardHint")}</p>
            <button type="button" onClick={() => show(last ? 0 : index + 1)} onKeyDown={onKeyDown} className={buttonClassName({ variant: "primary" })}>
              {last ? (
                <>
                  <RotateCcw className="size-4" aria-hidden="true" />
                  {t("demo.restart")}
                </>
              ) : (
                <>
                  {t("demo.next")}
                  <ChevronRight className="size-4" aria-hidden="true" />
                </>
              )}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
