import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Markdown may contain raw HTML; marked passes it through, so everything is sanitised after
// rendering with an allowlist: no scripts, no event handlers, no style, links only over http(s),
// mailto or to our own paths, never javascript: or data: URLs. Images only from our own /media/
// (uploads are re-encoded there): another host's image would track readers. The XSS corpus in
// markdown-xss.test.ts is the proof.
const OUR_IMAGE = /^\/media\/[0-9a-f-]{36}(\?w=\d+)?$/;

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
  exclusiveFilter: (frame) => frame.tag === "img" && !OUR_IMAGE.test(frame.attribs.src ?? ""),
  transformTags: {
    // A post's own heading is the page's h1; Markdown "#" becomes h2 so the outline stays valid.
    h1: "h2",
    // rel is ours to set: external links get noopener and nofollow, whatever the author wrote.
    a: (tagName, { rel: _authorRel, ...attribs }) => ({
      tagName,
      attribs: /^\s*https?:/i.test(attribs.href ?? "") ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs,
    }),
  },
};

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown to HTML that is safe to put on a public page as it is. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE);
}
