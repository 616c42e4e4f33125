import type { ReactNode } from "react";
import { useReadyMarker } from "~/ui/use-ready-marker";

/** The dashboard's column of sections; marked ready once hydrated (dialogs and the calendar need it). */
export function MentorDashboardLayout({ children }: { children: ReactNode }) {
  const ref = useReadyMarker<HTMLDivElement>();
  return (
    <div className="bg-slate-50" ref={ref} data-testid="mentor-dashboard">
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6">{children}</div>
    </div>
  );
}

/** The three tiles in one row on wide screens. */
export function DashboardTiles({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid gap-5 md:grid-cols-3">
      {children}
    </section>
  );
}
