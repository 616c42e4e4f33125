export type PageSlot = number | "gap";

/**
 * Page numbers to show: the first, the last, and the current one with `around` neighbours on each
 * side, with gaps between; e.g. 1 … 4 5 6 … 834. A short run shows every page.
 */
export function pageWindow(current: number, pageCount: number, around = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const pages = new Set<number>([1, pageCount]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= pageCount) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const page of sorted) {
    const previous = slots[slots.length - 1];
    if (typeof previous === "number" && page - previous === 2) slots.push(previous + 1);
    else if (typeof previous === "number" && page - previous > 2) slots.push("gap");
    slots.push(page);
  }
  return slots;
}
