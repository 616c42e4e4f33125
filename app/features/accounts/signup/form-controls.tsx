import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../field-errors";

// Small form primitives for the sign-up and mentor-profile forms: every control has a visible
// label, its hint and error are linked with aria-describedby, and an invalid control says so.

export const inputClassName =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-500";

export const labelClassName = "block text-sm font-medium text-slate-800";

export const textLinkClassName =
  "rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/** Translates a field message (a namespaced key with values). */
export function useFieldMessage(): (error: FieldError) => string {
  const { t } = useTranslation(["signup", "accounts", "errors"]);
  return (error) => t(error.message, error.params ?? {});
}

/** ids for a control's hint and error, and the aria attributes that link them. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
      {children}
    </p>
  );
}

export function FieldErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  const message = useFieldMessage();
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`${id}-error`}>
      {message(error)}
    </p>
  );
}

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "name"> {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: FieldError;
  inputRef?: React.Ref<HTMLInputElement>;
}

export function TextField({ id, name, label, hint, error, inputRef, className, ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input id={id} name={name} ref={inputRef} data-field={name} className={inputClassName} {...describedBy(id, { hint, error })} {...input} />
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  id,
  name,
  label,
  placeholder,
  options,
  error,
  defaultValue,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: SelectOption[];
  error?: FieldError;
  defaultValue?: string;
  onChange?: () => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        data-field={name}
        defaultValue={defaultValue ?? ""}
        onChange={onChange}
        className={inputClassName}
        {...describedBy(id, { error })}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorText id={id} error={error} />
    </div>
  );
}

/** A message for the whole form, announced at once. */
export function FormAlert({ error, id }: { error: FieldError | undefined; id: string }) {
  const message = useFieldMessage();
  if (!error) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message(error)}
    </div>
  );
}
