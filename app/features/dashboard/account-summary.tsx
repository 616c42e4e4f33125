import { useTranslation } from "~/lib/i18n-react";
import type { SessionUser } from "~/lib/use-user";

/** The signed-in user's name and role; the dashboard issues build the full dashboards around it. */
export function AccountSummary({ user, title }: { user: SessionUser; title: string }) {
  const { t } = useTranslation("dashboard");
  return (
    <section className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700" data-testid="dashboard-welcome">
        {t("welcome", { name: user.name })}
      </p>
      <p className="mt-1 text-slate-600" data-testid="dashboard-role">
        {t(`signedInAs.${user.role}`)}
      </p>
    </section>
  );
}
