// The ten full-length tests (spec §9): 98 questions and 134 minutes each, only test 1 free.
export const MOCK_TEST_COUNT = 10;
export const MOCK_TEST_MINUTES = 134;
export const MOCK_TEST_QUESTIONS = 98;

export function mockTestAvailable(testNumber: number, satAccess: boolean): boolean {
  return testNumber === 1 || satAccess;
}
