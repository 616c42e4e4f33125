import { GraduationCap, Mail } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { useViewer, useRootData } from "~/lib/use-user";
import { InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from "~/ui/social-icons";
import { footerColumns, shellRole, type NavItem } from "./nav-items";

/** Also the Organization's sameAs in the home page's structured data. */
export const socialLinks = [
  { id: "linkedin", href: "https://www.linkedin.com/company/unibridge", Icon: LinkedInIcon },
  { id: "instagram", href: "https://www.instagram.com/unibridge", Icon: InstagramIcon },
  { id: "x", href: "https://x.com/unibridge", Icon: XIcon },
  { id: "youtube", href: "https://www.youtube.com/@unibridge", Icon: YouTubeIcon },
] as const;

const linkClass =
  "rounded text-sm text-slate-300 transition-colors hover:text-white focus-visible:focus-ring focus-ring-accent-300";

function scrollToTop(): void {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

export function SiteFooter() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const { contactEmail } = useRootData();
  const columns = footerColumns(shellRole(viewer));

  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_2fr]">
          <div className="max-w-sm">
            <FooterLink
              item={{ to: "/", labelKey: "brand" }}
              className="inline-flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-white focus-visible:focus-ring focus-ring-accent-300"
              icon={
                <span className="flex size-8 items-center justify-center rounded-lg bg-white/10 text-accent-300">
                  <GraduationCap className="size-5" aria-hidden="true" />
                </span>
              }
            />
            <p className="mt-4 text-sm leading-relaxed text-slate-300">{t("footer.tagline")}</p>
            <ul className="mt-6 flex items-center gap-2" aria-label={t("footer.socialLabel")}>
              {socialLinks.map(({ id, href, Icon }) => (
                <li key={id}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`footer.social.${id}`)}
                    className="flex size-10 items-center justify-center rounded-lg bg-white/5 text-slate-200 transition-colors [--icon-cutout:var(--color-brand-950)] hover:bg-white/15 hover:text-white focus-visible:focus-ring focus-ring-accent-300"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label={t("footer.navLabel")} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {columns.map((column) => (
              <div key={column.titleKey}>
                <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(column.titleKey)}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((item) => (
                    <li key={item.to}>
                      <FooterLink item={item} className={linkClass} />
                    </li>
                  ))}
                  {column.titleKey === "footer.connect" && contactEmail && (
                    <li>
                      <a href={`mailto:${contactEmail}`} className={`inline-flex items-center gap-1.5 ${linkClass}`}>
                        <Mail className="size-4" aria-hidden="true" />
                        {t("footer.contact")}
                        <span className="sr-only">{` (${contactEmail})`}</span>
                      </a>
                    </li>
                  )}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p suppressHydrationWarning>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={t("footer.legalLabel")}>
            <li>
              <FooterLink item={{ to: "/privacy", labelKey: "nav.privacy" }} className={linkClass} />
            </li>
            <li>
              <FooterLink item={{ to: "/terms", labelKey: "nav.terms" }} className={linkClass} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** A footer link; when it points at the page already shown it scrolls smoothly to the top instead. */
function FooterLink({ item, className, icon }: { item: NavItem; className: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const isCurrent = `${location.pathname}${location.search}` === item.to || (location.pathname === item.to && !item.to.includes("?"));
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isCurrent || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    scrollToTop();
  };
  return (
    <Link to={item.to} onClick={onClick} aria-current={isCurrent ? "page" : undefined} className={className}>
      {icon}
      {t(item.labelKey)}
    </Link>
  );
}
