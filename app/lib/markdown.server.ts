import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Markdown may contain raw HTML; marked passes it through, so everything is sanitised after
// rendering with an allowlist: no scripts, no event handlers, no style, links and images only
// over http(s) (images also from our own /media/), never javascript: or data: URLs.
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "strong", "em", "del", "code", "pre", "blockquote",
    "ul", "ol", "li", "a", "img", "table", "thead", "tbody", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A post's own heading is the page's h1; Markdown "#" becomes h2 so the outline stays valid.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer nofollow" }
        : attribs,
    }),
  },
};

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown to HTML that is safe to put on a public page as it is. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE);
}
