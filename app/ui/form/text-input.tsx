import type { ComponentPropsWithRef } from "react";
import { controlClassName, Field, splitFieldProps, type FieldProps } from "./field";

export interface TextInputProps extends FieldProps, Omit<ComponentPropsWithRef<"input">, keyof FieldProps | "children"> {}

/** A labelled single-line input (text, email, password, number, ...). */
export function TextInput(props: TextInputProps) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field}>{(control) => <input data-field={input.name} {...input} {...control} className={controlClassName} />}</Field>;
}
