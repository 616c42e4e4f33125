import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { useRootData } from "~/lib/use-user";
import { textLinkClassName } from "~/ui/button-link";

interface LegalSection {
  title: string;
  paragraphs: string[];
}

/**
 * A legal page from its namespace ("privacy" or "terms"): title, effective date, contents, and
 * one section per key of `sections`, whose key is the heading's anchor (/privacy#cookies).
 */
export function LegalPage({ namespace }: { namespace: "privacy" | "terms" }) {
  const { t } = useTranslation(namespace);
  const { contactEmail } = useRootData();
  const sections = t("sections", { returnObjects: true, email: contactEmail }) as Record<string, LegalSection>;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <Link to="/" className={`inline-flex items-center gap-1 text-sm ${textLinkClassName}`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("backHome")}
      </Link>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-brand-950">{t("title")}</h1>
      <p className="mt-3 text-sm text-slate-600">{t("effective")}</p>
      <p className="mt-6 text-lg text-slate-700">{t("intro")}</p>

      <nav aria-labelledby="legal-contents" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-800 uppercase">
          {t("contents")}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-slate-700">
          {Object.entries(sections).map(([anchor, section]) => (
            <li key={anchor}>
              <a href={`#${anchor}`} className={textLinkClassName}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {Object.entries(sections).map(([anchor, section], index) => (
        <section key={anchor} aria-labelledby={anchor} className="mt-10 scroll-mt-24">
          <h2 id={anchor} className="scroll-mt-24 text-2xl font-bold text-brand-950">
            <a href={`#${anchor}`} className="rounded hover:underline focus-visible:focus-ring">
              {index + 1}. {section.title}
            </a>
          </h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i} className="mt-4 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}

      <div className="mt-12 border-t border-slate-200 pt-6">
        <Link to="/" className={`inline-flex items-center gap-1 ${textLinkClassName}`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("backHome")}
        </Link>
      </div>
    </div>
  );
}
