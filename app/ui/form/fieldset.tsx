import type { ReactNode } from "react";
import { FieldError, FieldHint, labelClassName, RequiredMark, useDescribedControl } from "./field";

export interface FieldsetProps {
  /** Names the hint (`${id}-hint`) and the error (`${id}-error`, also its data-testid); generated when absent. */
  id?: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  invalid?: boolean;
  /** Ids of other elements that describe the group (a live count). */
  describedBy?: string | null;
  markRequired?: boolean;
  className?: string;
  children: ReactNode;
}

/** A group of controls answering one question: a legend, a hint, the controls, an error. */
export function Fieldset({ id, legend, hint, error, invalid, describedBy, markRequired, className, children }: FieldsetProps) {
  const { hintId, errorId, errorTestId, control } = useDescribedControl({ id, hint, error, invalid, describedBy });
  return (
    <fieldset aria-describedby={control["aria-describedby"]} aria-invalid={control["aria-invalid"]} className={className}>
      <legend className={labelClassName}>
        {legend}
        {markRequired ? <RequiredMark /> : null}
      </legend>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={errorId} testId={errorTestId}>
        {error}
      </FieldError>
    </fieldset>
  );
}
