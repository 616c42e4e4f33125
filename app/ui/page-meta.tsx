import { supportedLocales } from "~/lib/i18n";
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
}

/**
 * Title, description, canonical URL, hreflang alternates, Open Graph and Twitter tags for a
 * public page. React hoists these into <head>.
 */
export function PageMeta({ title, description, path, type = "website", image, noindex, locales = supportedLocales }: PageMetaProps) {
  const { siteUrl, locale } = useRootData();
  const canonical = localizedUrl(siteUrl, path, locale);
  const imageUrl = image ? new URL(image, `${siteUrl}/`).toString() : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {!noindex &&
        locales.map((alternate) => (
          <link key={alternate} rel="alternate" hrefLang={alternate === "zh" ? "zh-CN" : "en"} href={localizedUrl(siteUrl, path, alternate)} />
        ))}
      {!noindex && locales.includes("en") && <link rel="alternate" hrefLang="x-default" href={localizedUrl(siteUrl, path, "en")} />}
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
