import type { ComponentPropsWithRef, ReactNode } from "react";
import { FieldError, FieldHint, useDescribedControl } from "./field";

/** The box itself, for lists that lay out their own labels. */
export const checkboxClassName = "size-4 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:focus-ring";

export interface CheckboxProps extends Omit<ComponentPropsWithRef<"input">, "type" | "id" | "className" | "children"> {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  invalid?: boolean;
  /** Ids of other elements that describe the box. */
  describedBy?: string | null;
  /** Classes of the wrapper. */
  className?: string;
}

/** A checkbox with its label beside it, and its hint and error below. */
export function Checkbox({ id, label, hint, error, invalid, describedBy, className, ...input }: CheckboxProps) {
  const { hintId, errorId, errorTestId, control } = useDescribedControl({ id, hint, error, invalid, describedBy });
  return (
    <div className={className}>
      <label htmlFor={control.id} className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" data-field={input.name} {...input} {...control} className={checkboxClassName} />
        {label}
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId} testId={errorTestId}>
        {error}
      </FieldError>
    </div>
  );
}
