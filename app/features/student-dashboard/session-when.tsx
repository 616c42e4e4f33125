import { useTranslation } from "~/lib/i18n-react";
import type { SessionView } from "./session-view-types";

/** The session's start in US Eastern and, when it differs, in the student's zone. */
export function SessionWhen({ session }: { session: Pick<SessionView, "eastern" | "local" | "zone"> }) {
  const { t } = useTranslation("student-dashboard");
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-600">{t("sessions.eastern")}</dt>
      <dd className="font-medium text-slate-900">{session.eastern}</dd>
      {session.local ? (
        <>
          <dt className="text-slate-600">{t("sessions.local", { zone: session.zone })}</dt>
          <dd className="font-medium text-slate-900">{session.local}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** How the session's time is named in one line (labels, messages): the student's own zone first. */
export function sessionWhen(session: Pick<SessionView, "eastern" | "local">): string {
  return session.local ?? session.eastern;
}
