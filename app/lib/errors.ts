// Services throw AppError with a code; one place (toErrorResponse) maps codes to an HTTP status
// and a message key in the "errors" i18n namespace, so users see the spec's words in their language.
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  slot_taken: 409,
  too_many_requests: 429,
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
  // booking and checkout
  invalid_request: 400,
  mentor_not_found: 404,
  session_type_not_offered: 400,
  slot_not_offered: 400,
  slot_too_soon: 400,
  slot_too_far: 400,
  duplicate_slot: 400,
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
