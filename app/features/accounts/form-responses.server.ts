import { data } from "react-router";
import type { z } from "zod";
import { errorMessageKey, type AppError, type AppErrorCode } from "~/lib/errors";
import { appErrorFailure } from "~/lib/error-response.server";
import { collectFieldErrors } from "./field-errors";
import type { PayloadTooLargeError } from "~/lib/read-body.server";
import { formatMegabytes } from "./signup-fields";
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
  const { code, status, headers } = appErrorFailure(error);
  const focusField = fieldOfError[code];
  return data<FormResult>({ formError: { message: errorMessageKey(code) }, ...(focusField ? { focusField } : {}) }, { status, headers });
}

/** 413 for an upload over the request cap, with the uploader's "less than 5MB" message. */
export function tooLarge(error: PayloadTooLargeError) {
  return data<FormResult>(
    { formError: { message: errorMessageKey("image_file_too_large"), params: { size: formatMegabytes(error.size) } }, focusField: "picture" },
    { status: 413 },
  );
}

export function unreadableForm() {
  return data<FormResult>({ formError: { message: errorMessageKey("bad_request") } }, { status: 400 });
}

