/** The instant a session's total time runs out. */
export function sessionDeadline(session: { startedAt: Date; totalSeconds: number }): Date {
  return new Date(session.startedAt.getTime() + session.totalSeconds * 1000);
}

/** Seconds spent in a session that ended at `end`: never more than its total time. */
export function secondsSpent(session: { startedAt: Date; totalSeconds: number }, end: Date): number {
  const seconds = Math.round((end.getTime() - session.startedAt.getTime()) / 1000);
  return Math.min(session.totalSeconds, Math.max(0, seconds));
}

/** The spec's message by accuracy (percent): 90, 80, 70 and 60 are the bands' floors. */
export function accuracyBand(correct: number, total: number): "outstanding" | "excellent" | "good" | "keepPracticing" | "morePractice" {
  const percent = total === 0 ? 0 : (correct / total) * 100;
  if (percent >= 90) return "outstanding";
  if (percent >= 80) return "excellent";
  if (percent >= 70) return "good";
  if (percent >= 60) return "keepPracticing";
  return "morePractice";
}
