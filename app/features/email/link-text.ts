export type TextPart = { kind: "text"; value: string } | { kind: "link"; value: string };

// ASCII URL characters only, so Chinese punctuation right after a link ("…token=abc。") stays outside it.
const urlPattern = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;
const trailingPunctuation = /[.,;:!?'"]+$/;

/** Splits plain text into text and http(s) links, for rendering links as anchors. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = trimUrl(match[0]);
    const start = match.index;
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start) });
    parts.push({ kind: "link", value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return mergeText(parts);
}

function trimUrl(url: string): string {
  let result = url;
  for (;;) {
    const trimmed = result.replace(trailingPunctuation, "");
    // A closing bracket belongs to the URL only when it has an opening one inside it.
    const unbalanced = trimmed.endsWith(")") && count(trimmed, "(") < count(trimmed, ")");
    const next = unbalanced ? trimmed.slice(0, -1) : trimmed;
    if (next === result) return result;
    result = next;
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function mergeText(parts: TextPart[]): TextPart[] {
  const merged: TextPart[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.kind === "text" && previous?.kind === "text") previous.value += part.value;
    else merged.push(part);
  }
  return merged;
}
