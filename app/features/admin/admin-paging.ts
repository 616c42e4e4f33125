import { z } from "zod";

/** A page number from the URL (1-based); anything unreadable is the first page. */
export function pageFromUrl(url: URL): number {
  const parsed = z.coerce.number().int().min(1).max(100_000).safeParse(url.searchParams.get("page") ?? undefined);
  return parsed.success ? parsed.data : 1;
}

export interface Paged<T> {
  rows: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** How many pages `total` rows make (at least one, so an empty list is "page 1 of 1"). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
