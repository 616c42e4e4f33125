import type { ComponentPropsWithRef } from "react";
import { controlClassName, Field, splitFieldProps, type FieldProps } from "./field";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FieldProps, Omit<ComponentPropsWithRef<"select">, keyof FieldProps | "children"> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Select your major"). */
  placeholder?: string;
}

/** A labelled native select. */
export function Select(props: SelectProps) {
  const [field, { options, placeholder, ...select }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select data-field={select.name} {...select} {...control} className={controlClassName}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
