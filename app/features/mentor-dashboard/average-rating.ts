/** Spec §2: the average rating to one decimal, "0.0" with no ratings; from the exact sum and count. */
export function formatAverageRating(ratingSum: number, ratingCount: number): string {
  if (ratingCount <= 0) return "0.0";
  // Tenths from integers, so 4.65 rounds up as a person expects rather than as a float drifts.
  return (Math.round((ratingSum * 10) / ratingCount) / 10).toFixed(1);
}
