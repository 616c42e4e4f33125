import { GraduationCap, UserRound } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { RadioGroup } from "~/ui/form/radio-group";
import { useFieldMessage, type FieldError } from "../field-errors";
import type { SignUpRole } from "../signup-fields";

const icon = "mt-0.5 size-5 shrink-0 text-brand-600";

/** Student or mentor, as two large radio cards (the radios stay real inputs, keyboard included). */
export function RoleChoice({ value, onChange, error }: { value: SignUpRole; onChange(role: SignUpRole): void; error?: FieldError }) {
  const { t } = useTranslation("signup");
  const message = useFieldMessage();
  return (
    <RadioGroup
      id="signup-role"
      name="role"
      legend={t("role.legend")}
      value={value}
      onChange={onChange}
      error={message(error)}
      options={[
        { value: "student", label: t("role.student"), hint: t("role.studentHint"), icon: <UserRound aria-hidden="true" className={icon} /> },
        { value: "mentor", label: t("role.mentor"), hint: t("role.mentorHint"), icon: <GraduationCap aria-hidden="true" className={icon} /> },
      ]}
    />
  );
}
