import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { NavLink } from "react-router";
import { adminTabs } from "./admin-tabs";

/** The back office frame: heading, the tab bar (links, so each tab has its own URL) and the tab. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("title")}</h1>
      <nav aria-label={t("tabsLabel")} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {adminTabs.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={tab.path ? `/admin/${tab.path}` : "/admin"}
                end
                prefetch="intent"
                className={({ isActive }) =>
                  `inline-block rounded-t-md border-b-2 px-4 py-2 text-sm font-medium ${
                    isActive
                      ? "border-blue-700 text-blue-800"
                      : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                  }`
                }
              >
                {t(tab.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}
