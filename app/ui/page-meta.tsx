import { supportedLocales, type Locale } from "~/lib/i18n";
import { localizedUrl } from "~/lib/page-url";
import { useRootData } from "~/lib/use-user";

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's site-relative path without ?lang, e.g. "/blog/my-post". */
  path: string;
  type?: "website" | "article";
  /** Absolute or site-relative image for link previews. */
  image?: string;
  /** Pages only for one user (dashboards, forms with a token) or errors stay out of search. */
  noindex?: boolean;
  /** Languages the page exists in; a post without a translation has one. */
  locales?: readonly ("en" | "zh")[];
  /**
   * Each language's own address, when the languages live at different paths (a blog post and
   * its translation have different slugs). Overrides `locales` and the same-path alternates.
   */
  alternates?: readonly PageAlternate[];
}

export interface PageAlternate {
  locale: Locale;
  /** Site-relative path without ?lang. */
  path: string;
}

/**
 * Title, description, canonical URL, hreflang alternates, Open Graph and Twitter tags for a
 * public page. React hoists these into <head>.
 */
export function PageMeta({ title, description, path, type = "website", image, noindex, locales = supportedLocales, alternates }: PageMetaProps) {
  const { siteUrl, locale } = useRootData();
  const languages = alternates ?? locales.map((alternate) => ({ locale: alternate, path }));
  const english = languages.find((alternate) => alternate.locale === "en");
  const canonical = localizedUrl(siteUrl, path, locale);
  const imageUrl = image ? new URL(image, `${siteUrl}/`).toString() : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {!noindex &&
        languages.map((alternate) => (
          <link
            key={alternate.locale}
            rel="alternate"
            hrefLang={alternate.locale === "zh" ? "zh-CN" : "en"}
            href={localizedUrl(siteUrl, alternate.path, alternate.locale)}
          />
        ))}
      {!noindex && english && <link rel="alternate" hrefLang="x-default" href={localizedUrl(siteUrl, english.path, "en")} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Unibridge" />
      <meta property="og:locale" content={locale === "zh" ? "zh_CN" : "en_US"} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
