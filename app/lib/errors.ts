// Services throw AppError with a code. The code says everything a caller needs: its HTTP status
// (this table) and its message, the key `errors:<code>` in the user's language. One module turns
// a failure into an answer for JSON APIs and resource routes (jsonError, jsonFailure in
// error-response.server.ts); form actions put the same key in their data (errorMessageKey).
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  slot_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unexpected: 500,
  // the database could not be reached: answered with Retry-After
  service_unavailable: 503,
  image_invalid_type: 400,
  image_too_large: 400,
  image_file_too_large: 400,
  // accounts: sign-up
  email_taken: 409,
  email_domain_blocked: 400,
  mentor_email_not_edu: 400,
  password_too_weak: 400,
  picture_required: 400,
  mentor_profile_exists: 409,
  // accounts: sign-in, verification, password reset
  invalid_credentials: 401,
  account_disabled: 403,
  email_not_verified: 403,
  no_pending_verification: 404,
  no_account: 404,
  invalid_token: 400,
  invalid_two_factor_code: 400,
  two_factor_expired: 400,
  // JSON APIs and resource routes
  invalid_request: 400,
  invalid_parameter: 400,
  invalid_characters: 400,
  invalid_time_zone: 400,
  invalid_webhook: 400,
  // booking and checkout
  mentor_not_found: 404,
  session_type_not_offered: 400,
  slot_not_offered: 400,
  slot_too_soon: 400,
  slot_too_far: 400,
  duplicate_slot: 400,
  invalid_idempotency_key: 400,
  idempotency_key_reused: 422,
  // ratings
  meeting_not_found: 404,
  rating_not_paid: 409,
  rating_not_started: 409,
  already_rated: 409,
  // mentor schedule: prices, weekly hours, date overrides
  mentor_profile_required: 403,
  sat_not_qualified: 403,
  date_override_out_of_range: 400,
  too_many_date_overrides: 409,
  // college application tracker
  application_exists: 409,
  applications_limit: 409,
  // SAT practice
  practice_session_not_found: 404,
  practice_session_ended: 409,
  practice_time_up: 409,
  practice_not_finished: 409,
  practice_wrong_question: 409,
  practice_nothing_to_review: 409,
  sat_item_not_found: 404,
  // SAT mock exams
  mock_attempt_not_found: 404,
  mock_attempt_over: 409,
  mock_time_over: 409,
  mock_test_locked: 403,
  mock_already_owned: 409,
  mock_share_not_allowed: 403,
  // after the booking: cancel, reschedule, the guarantee
  meeting_not_cancellable: 409,
  meeting_not_reschedulable: 409,
  change_window_closed: 409,
  same_slot: 400,
  guarantee_not_eligible: 409,
  guarantee_window_closed: 409,
  refund_already_requested: 409,
  refund_not_waiting: 409,
  no_show_not_allowed: 409,
} as const;

export type AppErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = "AppError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The message users read for a code: a key in the "errors" i18n namespace. */
export function errorMessageKey(code: AppErrorCode): `errors:${AppErrorCode}` {
  return `errors:${code}`;
}
