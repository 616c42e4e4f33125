import { useCallback, useEffect, useState } from "react";
import type { MentorReview, MentorReviewsPage as ServerReviewsPage } from "./list-mentor-reviews.server";

/** One page of a mentor's reviews as `GET /api/v1/mentors/:id/reviews?page=` answers it (dates as ISO text). */
export interface MentorReviewsPage extends Omit<ServerReviewsPage, "reviews"> {
  reviews: (Omit<MentorReview, "createdAt"> & { createdAt: string })[];
  /** For a signed-in student: the meeting their rating would go to; null when they may not rate. */
  rateableMeetingId?: string | null;
}

export type MentorReviewsState =
  | { status: "loading"; data: MentorReviewsPage | null }
  | { status: "error"; data: MentorReviewsPage | null }
  | { status: "ready"; data: MentorReviewsPage };

interface Answer {
  key: string;
  ok: boolean;
  data: MentorReviewsPage | null;
}

/**
 * Loads one page of reviews from the JSON API; while the next page loads, the previous one stays
 * on screen. A plain fetch rather than useFetcher().load on purpose: a fetcher sends a failed load
 * to the route's error boundary, which would replace the whole mentor list, whereas the popup
 * shows its own error with a retry.
 */
export function useMentorReviews(mentorId: string, page: number): MentorReviewsState & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>({ key: "", ok: false, data: null });
  const key = `${mentorId}:${page}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/v1/mentors/${encodeURIComponent(mentorId)}/reviews?page=${page}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Reviews answered ${response.status}`);
        const data = (await response.json()) as MentorReviewsPage;
        setAnswer({ key, ok: true, data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer((previous) => ({ key, ok: false, data: previous.data }));
      });
    return () => controller.abort();
  }, [key, mentorId, page]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (answer.key !== key) return { status: "loading", data: answer.data, retry };
  if (answer.ok && answer.data) return { status: "ready", data: answer.data, retry };
  return { status: "error", data: answer.data, retry };
}
