import type { ReactNode } from "react";
import { SectionHeading } from "~/ui/section-heading";

const tones = {
  white: "bg-white",
  slate: "bg-slate-50",
  dark: "bg-brand-950 text-white",
} as const;

/** One band of a marketing page: a heading (h2, named by `id`) over its content. */
export function MarketingSection({
  id,
  eyebrow,
  title,
  subtitle,
  tone = "white",
  testId,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  tone?: keyof typeof tones;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId} className={`${tones[tone]} py-16 sm:py-20`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} tone={tone === "dark" ? "dark" : "light"} />
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
