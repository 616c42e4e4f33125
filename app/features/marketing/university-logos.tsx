import { useTranslation } from "~/lib/i18n-react";
import { findUniversity, type University } from "~content/universities";
import { isChinese } from "~/lib/i18n";
import { UniversityMark } from "~/ui/university-mark";

const LOGO_IDS = ["harvard", "stanford", "mit", "yale", "princeton", "columbia", "upenn", "brown", "cornell", "duke"];
const logoUniversities = LOGO_IDS.map((id) => findUniversity(id)).filter((u): u is University => u !== undefined);

/** Badges of universities our mentors study at, named in the reader's language. */
export function UniversityLogos({ label }: { label: string }) {
  const { i18n } = useTranslation();
  const zh = isChinese(i18n.language);
  return (
    <ul aria-label={label} className="flex flex-wrap items-center justify-center gap-x-8 gap-y-6">
      {logoUniversities.map((u) => (
        <li key={u.id}>
          <UniversityMark university={u} label={zh ? u.zh : u.en} size={52} lazy />
        </li>
      ))}
    </ul>
  );
}
