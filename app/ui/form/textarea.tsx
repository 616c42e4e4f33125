import type { ComponentPropsWithRef } from "react";
import { controlClassName, Field, splitFieldProps, type FieldProps } from "./field";

export interface TextareaProps extends FieldProps, Omit<ComponentPropsWithRef<"textarea">, keyof FieldProps | "children"> {}

/** A labelled multi-line input. */
export function Textarea(props: TextareaProps) {
  const [field, textarea] = splitFieldProps(props);
  return <Field {...field}>{(control) => <textarea data-field={textarea.name} {...textarea} {...control} className={controlClassName} />}</Field>;
}
