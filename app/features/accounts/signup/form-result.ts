import type { FieldError, FieldErrors } from "../field-errors";

/** What the sign-up and create-profile actions answer when they refuse a submission. */
export interface FormResult {
  /** Messages under fields (400: the schema refused them). */
  fieldErrors?: FieldErrors;
  /** One message for the whole form (role="alert"): a refusal by the service, a rate limit, a size cap. */
  formError?: FieldError;
  /** The field the message is about: the form shows its step and moves focus there. */
  focusField?: string;
}
