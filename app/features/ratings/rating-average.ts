/**
 * The average a mentor shows (spec §4, §9): rounded to 2 decimals, 0 when unrated. Computed from
 * the stored sum and count, so it is exact at any count; the same rounding as the lists' SQL
 * (`round(sum::numeric / count, 2)`, halves away from zero).
 */
export function shownAverage(sum: number, count: number): number {
  if (count === 0) return 0;
  // Integer cents of a star: a half is exact in binary, so Math.round settles it upwards like SQL.
  return Math.round((sum * 100) / count) / 100;
}
