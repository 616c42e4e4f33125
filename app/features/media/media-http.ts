export const thumbnailWidths = [48, 96, 160, 320, 640] as const;
export type ThumbnailWidth = (typeof thumbnailWidths)[number];

/**
 * The `w` query parameter of /media/:id. Only listed widths are allowed, so the set of
 * resized variants (and the CPU spent on them) stays small and cacheable.
 */
export function parseThumbnailWidth(value: string | null): { ok: true; width: ThumbnailWidth | null } | { ok: false } {
  if (value === null) return { ok: true, width: null };
  const width = thumbnailWidths.find((w) => String(w) === value);
  return width === undefined ? { ok: false } : { ok: true, width };
}

/** A stored image never changes (a new upload gets a new id), so id and width identify the bytes. */
export function mediaEtag(id: string, width: ThumbnailWidth | null): string {
  return `"${id}-${width ?? "full"}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
