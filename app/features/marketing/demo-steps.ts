/** The walkthrough's steps, in the order a student goes through the real product. */
export const DEMO_STEPS = ["find", "reviews", "slot", "pay", "link", "rate"] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

/** The step a key press moves to from `index`, or null when the key does nothing here. */
export function stepAfterKey(key: string, index: number, total: number = DEMO_STEPS.length): number | null {
  switch (key) {
    case "ArrowRight":
      return Math.min(index + 1, total - 1);
    case "ArrowLeft":
      return Math.max(index - 1, 0);
    case "Home":
      return 0;
    case "End":
      return total - 1;
    default:
      return null;
  }
}

/**
 * The example session's start: Tuesday 17 March 2026, 10:00 in New York (daylight time, UTC-4),
 * shown in the visitor's own zone the way the booking grid and the emails show it.
 */
export const DEMO_SESSION_START = new Date(Date.UTC(2026, 2, 17, 14, 0));
