import { GraduationCap, LogOut, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { useViewer } from "~/lib/use-user";
import { LanguageSwitch } from "./language-switch";
import { headerNav, shellRole, type NavItem } from "./nav-items";

/** Scroll distance after which the fixed header gains its shadow. */
const SHADOW_AFTER_PX = 20;

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Re-renders only when the boolean flips, not on every scroll event. */
function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > px,
    () => false,
  );
}

const focusRing = "focus-visible:focus-ring";

/**
 * The fixed site header (h-16: root gives <main> matching top padding). Below lg (1024px)
 * the links move into a toggled menu panel: the visitor's six links and the language
 * switch do not fit a 768px-wide bar.
 */
export function SiteHeader({ basket }: { basket?: ReactNode }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const role = shellRole(viewer);
  const items = headerNav(role);
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the mobile menu whenever the location changes (adjusting state during render
  // avoids an extra commit with the stale open menu).
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  if (seenLocationKey !== location.key) {
    setSeenLocationKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  const showBasket = role === "student" && basket != null;

  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow supports-[backdrop-filter]:bg-white/85 ${
        scrolled ? "border-slate-200 shadow-md" : "border-transparent shadow-none"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className={`flex shrink-0 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-brand-900 ${focusRing}`}
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
          {t("brand")}
        </Link>

        <nav aria-label={t("header.mainNav")} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {showBasket && basket}
          <LanguageSwitch className="hidden sm:block" />
          {viewer && (
            <LogoutButton className="hidden lg:block" label={t("header.logout")} />
          )}
          <button
            ref={toggleRef}
            type="button"
            data-testid="mobile-menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
            className={`inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 hover:text-brand-700 lg:hidden ${focusRing}`}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div
        id={menuId}
        data-testid="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg lg:hidden"
      >
        <nav aria-label={t("header.mainNav")} className="px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <HeaderLink item={item} mobile />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:px-6">
          <LanguageSwitch className="sm:hidden" />
          {viewer && <LogoutButton label={t("header.logout")} />}
        </div>
      </div>
    </header>
  );
}

function HeaderLink({ item, mobile = false }: { item: NavItem; mobile?: boolean }) {
  const { t } = useTranslation();
  const label = t(item.labelKey);
  if (item.emphasis) {
    return (
      <NavLink
        to={item.to}
        end={item.end}
        className={`inline-flex items-center justify-center rounded-lg bg-brand-600 font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-700 ${focusRing} ${
          mobile ? "mt-2 flex h-11 w-full px-4 text-base" : "ml-2 h-10 px-4 text-sm"
        }`}
      >
        {label}
      </NavLink>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        `rounded-lg font-medium whitespace-nowrap transition-colors ${focusRing} ${
          mobile ? "flex px-3 py-2.5 text-base" : "inline-flex px-3 py-2 text-sm"
        } ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-50 hover:text-brand-700"}`
      }
    >
      {label}
    </NavLink>
  );
}

function LogoutButton({ label, className = "" }: { label: string; className?: string }) {
  return (
    <Form method="post" action="/logout" className={className}>
      <button
        type="submit"
        className={`inline-flex h-10 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:border-slate-300 hover:bg-slate-50 hover:text-slate-900 ${focusRing}`}
      >
        <LogOut className="size-4" aria-hidden="true" />
        {label}
      </button>
    </Form>
  );
}
