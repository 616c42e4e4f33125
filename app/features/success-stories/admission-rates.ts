// Spec §9: twelve traditional acceptance rates between 25 and 30 percent, one per month of the
// admissions year, and the product's rate for each: 1.6 times the traditional rate, rounded
// (the page's "60% higher chance").
export const TRADITIONAL_RATES = [25, 27, 26, 28, 30, 29, 27, 25, 26, 28, 29, 30] as const;
export const PRODUCT_RATE_FACTOR = 1.6;

export interface AdmissionRatePoint {
  /** 0 = January. */
  month: number;
  traditional: number;
  withMentor: number;
}

export function admissionRates(): AdmissionRatePoint[] {
  return TRADITIONAL_RATES.map((traditional, month) => ({
    month,
    traditional,
    withMentor: Math.round(traditional * PRODUCT_RATE_FACTOR),
  }));
}

/** The month's short name in the page's language ("Jan", "1月"). */
export function monthLabel(month: number, locale: string): string {
  return new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en-US", { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2029, month, 1)),
  );
}
