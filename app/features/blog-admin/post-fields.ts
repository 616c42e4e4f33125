// The rules that derive a blog post's fields from what the admin wrote (spec §3 BlogPost, §9).
// Pure, so the form (as hints) and the server (the authority) compute the same values.

export const EXCERPT_MAX_CHARS = 150;
export const DEFAULT_READ_TIME = "5 min read";
export const SLUG_MAX_CHARS = 100;
/** A slug as slugify makes it: lower-case letters and digits, single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Reading speeds: English words, and Chinese characters (which have no spaces between words).
const WORDS_PER_MINUTE = 200;
const CJK_CHARACTERS_PER_MINUTE = 400;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Spec: the lower-cased title with every run of other characters as one hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_CHARS)
    .replace(/-+$/, "");
}

/** Markdown syntax a reader does not see: heading marks, emphasis, link and image brackets, code ticks. */
function plainLine(line: string): string {
  return line
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/, "")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .replace(/(\*\*|__|\*|_|~~|`)(.+?)\1/g, "$2")
    .trim();
}

/** Spec: the first 150 characters of the first line (of text a reader sees), whole characters only. */
export function excerptOf(markup: string): string {
  const firstLine = markup
    .split(/\r?\n/)
    .map(plainLine)
    .find((line) => line.length > 0);
  return Array.from(firstLine ?? "")
    .slice(0, EXCERPT_MAX_CHARS)
    .join("")
    .trim();
}

/**
 * "N min read" from the length of the text; the spec's default when there is no text. A Chinese
 * post's read time is written in Chinese, like the rest of its text.
 */
export function readTimeOf(markup: string, locale: "en" | "zh" = "en"): string {
  const cjkCharacters = markup.match(CJK)?.length ?? 0;
  const words = markup.replace(CJK, " ").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const minutes = words === 0 && cjkCharacters === 0 ? 5 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE + cjkCharacters / CJK_CHARACTERS_PER_MINUTE));
  return locale === "zh" ? `${minutes} 分钟阅读` : `${minutes} min read`;
}

/** "essays, Common App ,, essays" -> ["essays", "Common App"]: trimmed, no blanks, no repeats. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(/[,，]/).map((t) => t.trim().replace(/\s+/g, " "))) {
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

export type PostStatus = "draft" | "scheduled" | "published";

/** The public rule: published and its time has come; published with a future time is scheduled. */
export function postStatus(post: { published: boolean; publishedAt: Date | null }, now: Date): PostStatus {
  if (!post.published) return "draft";
  return post.publishedAt && post.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}
