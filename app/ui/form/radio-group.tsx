import { useId, type ReactNode } from "react";
import { Fieldset, type FieldsetProps } from "./fieldset";

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A line under the label, read as the option's description. */
  hint?: ReactNode;
  /** Decoration before the label (aria-hidden). */
  icon?: ReactNode;
}

export interface RadioGroupProps<V extends string> extends Omit<FieldsetProps, "children"> {
  name: string;
  options: readonly RadioOption<V>[];
  value: V;
  onChange(value: V): void;
}

/**
 * One choice out of a few, as large cards in a fieldset. The radios stay real inputs (keyboard
 * included); each is named by its label and described by its hint. With an `id`, option parts
 * are `${id}-${value}` and `${id}-${value}-hint`.
 */
export function RadioGroup<V extends string>({ name, options, value, onChange, ...fieldset }: RadioGroupProps<V>) {
  const generated = useId();
  const base = fieldset.id ?? generated;
  return (
    <Fieldset {...fieldset}>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map((option, index) => {
          const labelId = `${base}-${option.value}`;
          const hintId = option.hint ? `${labelId}-hint` : undefined;
          return (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:focus-ring"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                data-field={index === 0 ? name : undefined}
                aria-labelledby={labelId}
                aria-describedby={hintId}
                className="sr-only"
              />
              {option.icon}
              <span>
                <span id={labelId} className="block font-semibold text-slate-900">
                  {option.label}
                </span>
                {hintId ? (
                  <span id={hintId} className="mt-0.5 block text-sm text-slate-600">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </Fieldset>
  );
}
