import { useId, type ReactNode } from "react";

// The form kit: every control has a visible label, its hint and error are tied to it with
// aria-describedby, and a control at fault says so (aria-invalid). Messages arrive translated;
// the kit knows no i18n namespace. A control carries `data-field` with its name so a form can
// find it by field name (to focus the first one at fault).

export const labelClassName = "block text-sm font-medium text-slate-800";

/** Inputs, selects and textareas look alike. */
export const controlClassName =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:focus-ring focus-visible:outline-offset-1 aria-invalid:border-red-500 [&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-600";

const hintClassName = "mt-1 text-sm text-slate-500";
const errorClassName = "mt-1 text-sm font-medium text-red-700";

/** What a field says about itself around its control. */
export interface FieldProps {
  /**
   * The control's id; generated when absent. A given id is stable, so it also names the hint
   * (`${id}-hint`) and the error (`${id}-error`, also its data-testid).
   */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The hint sits under the control unless it must be read first. */
  hintPlacement?: "above" | "below";
  /** The field's own message, already translated. */
  error?: string | null;
  /** At fault without a message of its own, e.g. when a form-level alert concerns it. */
  invalid?: boolean;
  /** Ids of other elements that describe the control (a form-level alert, a counter). */
  describedBy?: string | null;
  /** Shows "*" after the label; the control's own `required` attribute is separate. */
  markRequired?: boolean;
  /** Classes of the wrapper. */
  className?: string;
}

/** Splits a control's props into the field's and the control's own. */
export function splitFieldProps<P extends FieldProps>(props: P) {
  const { id, label, hint, hintPlacement, error, invalid, describedBy, markRequired, className, ...control } = props;
  const field: FieldProps = { id, label, hint, hintPlacement, error, invalid, describedBy, markRequired, className };
  return [field, control] as const;
}

/** The attributes that tie a control to its label and messages. */
export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface Described {
  id?: string;
  hint?: ReactNode;
  error?: string | null;
  invalid?: boolean;
  describedBy?: string | null;
}

/** The ids of a field (or group) and the aria attributes its control (or fieldset) gets. */
export function useDescribedControl({ id: givenId, hint, error, invalid, describedBy }: Described) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [hintId, errorId, describedBy].filter(Boolean).join(" ");
  const control: ControlProps = {
    id,
    "aria-describedby": describedByIds || undefined,
    "aria-invalid": error || invalid ? true : undefined,
  };
  return { id, hintId, errorId, errorTestId: givenId ? errorId : undefined, control };
}

/** Nothing without an id: useDescribedControl gives one only when there is a hint. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className={hintClassName}>
      {children}
    </p>
  );
}

/** Nothing without an id: useDescribedControl gives one only when there is an error. */
export function FieldError({ id, testId, children }: { id: string | undefined; testId?: string; children: ReactNode }) {
  if (!id) return null;
  return (
    <p id={id} className={errorClassName} data-testid={testId}>
      {children}
    </p>
  );
}

export function RequiredMark() {
  return (
    <>
      {" "}
      <span aria-hidden="true" className="text-red-600">
        *
      </span>
    </>
  );
}

/**
 * A labelled field around any control: `children` gets the attributes to spread on the control.
 * Order: label, hint (above), control, hint (below), error.
 */
export function Field({
  label,
  hint,
  hintPlacement = "below",
  error,
  markRequired,
  className,
  children,
  ...described
}: FieldProps & { children(control: ControlProps): ReactNode }) {
  const { hintId, errorId, errorTestId, control } = useDescribedControl({ ...described, hint, error });
  const hintText = <FieldHint id={hintId}>{hint}</FieldHint>;
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClassName}>
        {label}
        {markRequired ? <RequiredMark /> : null}
      </label>
      {hintPlacement === "above" ? hintText : null}
      {children(control)}
      {hintPlacement === "below" ? hintText : null}
      <FieldError id={errorId} testId={errorTestId}>
        {error}
      </FieldError>
    </div>
  );
}
