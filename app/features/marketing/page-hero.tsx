import type { ReactNode } from "react";
import { DarkHero } from "~/ui/dark-hero";

/** The dark band that opens a marketing page, with the page's only h1 and its main actions. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <DarkHero labelledBy="page-title">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-24 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p>}
        <h1 id="page-title" className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {subtitle && <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-200">{subtitle}</p>}
        {children && <div className="mt-10 flex flex-wrap items-center justify-center gap-3">{children}</div>}
      </div>
    </DarkHero>
  );
}
