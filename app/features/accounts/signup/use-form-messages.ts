import { useEffect, useState, type RefObject } from "react";
import type { FieldError, FieldErrors } from "../field-errors";
import { focusField } from "./focus-field";
import type { FormResult } from "./form-result";

/**
 * The messages a form shows (under fields and for the whole form) and where focus goes, from the
 * browser's own checks and from the action's answers. `onResult` runs when a new answer arrives
 * (the sign-up form uses it to show the step holding the field at fault).
 */
export function useFormMessages(
  result: FormResult | undefined,
  formRef: RefObject<HTMLFormElement | null>,
  onResult?: (result: FormResult | undefined) => void,
) {
  const [errors, setErrors] = useState<FieldErrors>(result?.fieldErrors ?? {});
  const [formError, setFormError] = useState<FieldError | undefined>(result?.formError);
  // A focus move waiting for the render that shows its target (a new object each time).
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(result?.focusField ? { field: result.focusField } : null);

  const [shownResult, setShownResult] = useState(result);
  if (result !== shownResult) {
    setShownResult(result);
    setErrors(result?.fieldErrors ?? {});
    setFormError(result?.formError);
    onResult?.(result);
    if (result?.focusField) setFocusRequest({ field: result.focusField });
  }

  useEffect(() => {
    if (focusRequest) focusField(formRef.current, focusRequest.field);
  }, [focusRequest, formRef]);

  return {
    errors,
    setErrors,
    formError,
    setFormError,
    focus: (field: string) => setFocusRequest({ field }),
    /** Shows the browser's findings and focuses the first field at fault, which it returns. */
    showErrors(found: FieldErrors): string | undefined {
      setErrors(found);
      setFormError(undefined);
      const first = Object.keys(found)[0];
      if (first) setFocusRequest({ field: first });
      return first;
    },
    fieldChanged(field: string, problem?: FieldError | null) {
      setErrors((current) => ({ ...current, [field]: problem ?? undefined }));
    },
  };
}
