import type { ReactNode } from "react";

// The glow behind a dark page hero: "dusk" for the home and visitor pages, "gold" for the leaderboard.
const glows = {
  dusk: "bg-[radial-gradient(ellipse_at_top_right,rgba(99,121,204,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(245,133,11,0.18),transparent_50%)]",
  gold: "bg-[radial-gradient(ellipse_at_top,rgba(252,188,77,0.25),transparent_60%)]",
} as const;

/** The dark brand band that opens a marketing page; `labelledBy` names its heading. */
export function DarkHero({ labelledBy, glow = "dusk", children }: { labelledBy: string; glow?: keyof typeof glows; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${glows[glow]}`} />
      {children}
    </section>
  );
}
