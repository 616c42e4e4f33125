import { numberFormat } from "~/lib/intl-formats";

// Formats every card or leaderboard row uses: an Intl.NumberFormat costs more to build than a card
// to render (decision 0012), so it is made once (`numberFormat`).

/** A rating such as 4.7 in the locale's digits. */
export function formatRating(rating: number, intlLocale: string): string {
  return numberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
