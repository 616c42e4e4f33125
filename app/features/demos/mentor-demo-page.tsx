import { GraduationCap, UserRound } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { findMajor } from "~content/majors";
import { findUniversity } from "~content/universities";
import { isChinese } from "~/lib/i18n";
import { ButtonLink } from "~/ui/button-link";
import { PersonPhoto } from "~/ui/person-photo";
import { DemoSlotForm } from "./demo-slot-form";
import type { DemoMentor } from "./get-demo-mentor.server";
import { GoogleConnectButton } from "./google-connect-button";

/** Spec §2 mentor demo: profile overview, Google connection, in-memory availability. */
export function MentorDemoPage({ mentor }: { mentor: DemoMentor | null }) {
  const { t, i18n } = useTranslation("mentor-demo");
  const zh = isChinese(i18n.language);
  const university = mentor ? findUniversity(mentor.college) : undefined;
  const major = mentor ? findMajor(mentor.major) : undefined;

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{t("eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-slate-700">{t("intro")}</p>
      </header>

      <section aria-labelledby="demo-profile-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="demo-profile-title" className="text-xl font-bold text-brand-950">
          {t("profile.title")}
        </h2>
        {mentor ? (
          <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
            <PersonPhoto
              photoId={mentor.photoId}
              size={80}
              className="size-20 shrink-0 rounded-full object-cover"
              fallback={
                <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-slate-100">
                  <UserRound className="size-9 text-slate-400" aria-hidden="true" />
                </span>
              }
            />
            <dl className="grid flex-1 gap-2 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-slate-600">{t("profile.name")}</dt>
                <dd className="font-semibold text-slate-900" data-testid="demo-mentor-name">{mentor.name}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t("profile.college")}</dt>
                <dd className="inline-flex items-center gap-1.5 font-semibold text-slate-900">
                  <GraduationCap className="size-4 text-slate-500" aria-hidden="true" />
                  {university ? (zh ? university.zh : university.en) : mentor.college}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t("profile.major")}</dt>
                <dd className="font-semibold text-slate-900">{major ? (zh ? major.zh : major.en) : mentor.major}</dd>
              </div>
            </dl>
          </div>
        ) : (
          <div className="mt-4" data-testid="demo-profile-missing">
            <p className="text-slate-700">{t("profile.missing")}</p>
            <ButtonLink to="/create-mentor-profile" className="mt-4">
              {t("profile.create")}
            </ButtonLink>
          </div>
        )}
        <div className="mt-6 border-t border-slate-100 pt-6">
          <h3 className="font-semibold text-slate-900">{t("google.title")}</h3>
          <p className="mt-1 mb-4 text-sm text-slate-600">{t("google.hint")}</p>
          <GoogleConnectButton connected={mentor?.googleConnected ?? false} />
        </div>
      </section>

      <DemoSlotForm />
    </div>
  );
}
