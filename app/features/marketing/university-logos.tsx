import { useTranslation } from "~/lib/i18n-react";
import type { University } from "~content/universities";
import { isChinese } from "~/lib/i18n";
import { UniversityMark } from "~/ui/university-mark";

/** Badges of universities our mentors study at (`logoUniversities()`, from the page's loader), named in the reader's language. */
export function UniversityLogos({ label, universities }: { label: string; universities: University[] }) {
  const { i18n } = useTranslation();
  const zh = isChinese(i18n.language);
  return (
    <ul aria-label={label} className="flex flex-wrap items-center justify-center gap-x-8 gap-y-6">
      {universities.map((u) => (
        <li key={u.id}>
          <UniversityMark university={u} label={zh ? u.zh : u.en} size={52} lazy />
        </li>
      ))}
    </ul>
  );
}
