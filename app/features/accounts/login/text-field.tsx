import { useId, type InputHTMLAttributes, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { inputClassName } from "./auth-card";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  label: string;
  name: string;
  /** The field's own message (translated). */
  error?: string | null;
  /** Ids of other messages that describe this field (e.g. the form-level alert). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose message is linked to it for screen readers. */
export function TextField({ label, name, error, describedBy, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        name={name}
        aria-invalid={error || describedBy ? true : undefined}
        aria-describedby={described}
        className={inputClassName}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The account's email address (login, forgot password). */
export function EmailField(props: Omit<TextFieldProps, "label" | "name" | "type" | "autoComplete" | "inputMode" | "required">) {
  const { t } = useTranslation("accounts");
  return <TextField {...props} label={t("fields.email")} name="email" type="email" autoComplete="email" inputMode="email" required />;
}
