import { GraduationCap, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SignUpRole } from "../signup-schemas";
import type { FieldError } from "../field-errors";
import { FieldErrorText } from "./form-controls";

const choices: { role: SignUpRole; Icon: typeof UserRound }[] = [
  { role: "student", Icon: UserRound },
  { role: "mentor", Icon: GraduationCap },
];

/** Student or mentor, as two large radio cards (the radios stay real inputs, keyboard included). */
export function RoleChoice({ value, onChange, error }: { value: SignUpRole; onChange(role: SignUpRole): void; error?: FieldError }) {
  const { t } = useTranslation("signup");
  return (
    <fieldset aria-describedby={error ? "signup-role-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t("role.legend")}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {choices.map(({ role, Icon }) => (
          <label
            key={role}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-4 transition-colors hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name="role"
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              data-field={role === "student" ? "role" : undefined}
              aria-labelledby={`signup-role-${role}`}
              aria-describedby={`signup-role-${role}-hint`}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span>
              <span id={`signup-role-${role}`} className="block font-semibold text-slate-900">{t(`role.${role}`)}</span>
              <span id={`signup-role-${role}-hint`} className="mt-0.5 block text-sm text-slate-600">{t(`role.${role}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldErrorText id="signup-role" error={error} />
    </fieldset>
  );
}
