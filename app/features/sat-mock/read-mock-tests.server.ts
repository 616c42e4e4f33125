import { MOCK_TEST_COUNT } from "~content/sat/mock/blueprint";
import type { MockAttemptSummary } from "./list-mock-attempts.server";
import { mockTestAvailable } from "./mock-access.server";

export interface MockTestCard {
  number: number;
  status: "available" | "locked" | "preparing";
  activeAttemptId: string | null;
  lastAttemptId: string | null;
}

/** The Mock Exams tab: each test's status for this student, an attempt under way, the latest report. */
export function mockTestCards(satAccess: boolean, attempts: MockAttemptSummary[], written: readonly number[]): MockTestCard[] {
  return Array.from({ length: MOCK_TEST_COUNT }, (_, i) => {
    const number = i + 1;
    const mine = attempts.filter((a) => a.testNumber === number);
    return {
      number,
      status: !written.includes(number) ? "preparing" : mockTestAvailable(number, satAccess, written) ? "available" : "locked",
      activeAttemptId: mine.find((a) => a.status === "active")?.attemptId ?? null,
      lastAttemptId: mine.find((a) => a.status === "finished")?.attemptId ?? null,
    };
  });
}
