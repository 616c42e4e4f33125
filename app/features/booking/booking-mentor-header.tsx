import { GraduationCap } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { findMajor } from "~content/majors";
import { PersonPhoto } from "~/ui/person-photo";
import { isChinese } from "~/lib/i18n";
import { initials } from "~/lib/names";

export interface BookingMentorSummary {
  name: string;
  college: string;
  /** The college's names, when it is one of the list's (the list itself stays on the server). */
  collegeNames: { en: string; zh: string } | null;
  major: string;
  photoId: string | null;
}

/** A content id's name in the interface language (the id itself when unknown). */
export function contentName(item: { en: string; zh: string } | undefined, fallback: string, language: string): string {
  if (!item) return fallback;
  return isChinese(language) ? item.zh : item.en;
}

/** Photo, short name, college and major of the mentor being booked. */
export function BookingMentorHeader({ mentor, headingId }: { mentor: BookingMentorSummary; headingId: string }) {
  const { t, i18n } = useTranslation("booking");
  return (
    <div className="flex items-center gap-4" data-testid="booking-mentor">
      <PersonPhoto
        photoId={mentor.photoId}
        size={80}
        className="size-20 shrink-0 rounded-full bg-slate-100 object-cover shadow ring-2 ring-white"
        fallback={
          <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
            {initials(mentor.name)}
          </span>
        }
      />
      <div className="min-w-0">
        <p className="text-sm font-medium text-brand-700">{t("schedule.eyebrow")}</p>
        <h1 id={headingId} className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
          {t("schedule.heading", { name: mentor.name })}
        </h1>
        <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-slate-800">
          <GraduationCap className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          {contentName(mentor.collegeNames ?? undefined, mentor.college, i18n.language)}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">{contentName(findMajor(mentor.major), mentor.major, i18n.language)}</p>
      </div>
    </div>
  );
}
