import { useTranslation } from "~/lib/i18n-react";
import type { University } from "~content/universities";
import { UniversityMark } from "~/ui/university-mark";
import { useIsChinese } from "./use-home-locale";

/** A static row of university badges right under the hero. */
export function TrustLogos({ universities }: { universities: University[] }) {
  const { t } = useTranslation("home");
  const isZh = useIsChinese();
  return (
    <section aria-labelledby="home-trust-title" className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 lg:px-8">
        <h2 id="home-trust-title" className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t("trust.label")}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-6">
          {universities.map((u) => (
            <li key={u.id} className="opacity-90 transition-opacity hover:opacity-100">
              <UniversityMark university={u} label={isZh ? u.zh : u.en} size={52} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
