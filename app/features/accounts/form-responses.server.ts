import { data } from "react-router";
import type { z } from "zod";
import { isAppError, type AppError, type AppErrorCode } from "~/lib/errors";
import type { Logger } from "~/lib/logger.server";
import { collectFieldErrors } from "./field-errors";
import type { PayloadTooLargeError } from "~/lib/read-body.server";
import { formatMegabytes } from "./signup-schemas";
import type { FormResult } from "./signup/form-result";

// The field a service refusal is about, so the form can show the step that holds it.
const fieldOfError: Partial<Record<AppErrorCode, string>> = {
  email_taken: "email",
  email_domain_blocked: "email",
  mentor_email_not_edu: "email",
  password_too_weak: "password",
  picture_required: "picture",
  image_invalid_type: "picture",
  image_too_large: "picture",
  image_file_too_large: "picture",
};

/** 400 with a message under each invalid field. */
export function invalidFields(error: z.ZodError) {
  const fieldErrors = collectFieldErrors(error);
  return data<FormResult>({ fieldErrors, focusField: Object.keys(fieldErrors)[0] }, { status: 400 });
}

/** A service's refusal, in the spec's words (errors namespace), with its HTTP status. */
export function refused(error: AppError) {
  const retryAfter = error.params.retryAfter;
  const focusField = fieldOfError[error.code];
  return data<FormResult>(
    { formError: { message: `errors:${error.code}` }, ...(focusField ? { focusField } : {}) },
    { status: error.status, ...(retryAfter ? { headers: { "Retry-After": String(retryAfter) } } : {}) },
  );
}

/** 413 for an upload over the request cap, with the uploader's "less than 5MB" message. */
export function tooLarge(error: PayloadTooLargeError) {
  return data<FormResult>(
    { formError: { message: "errors:image_file_too_large", params: { size: formatMegabytes(error.size) } }, focusField: "picture" },
    { status: 413 },
  );
}

export function unreadableForm() {
  return data<FormResult>({ formError: { message: "errors:bad_request" } }, { status: 400 });
}

/**
 * A service failure's code and HTTP status. Anything but an AppError is a bug: it is logged as
 * `what` and answered as "unexpected" (500).
 */
export function failureOf(error: unknown, logger: Logger, what: string): { code: string; status: number } {
  if (isAppError(error)) return { code: error.code, status: error.status };
  logger.error({ err: error }, what);
  return { code: "unexpected", status: 500 };
}
