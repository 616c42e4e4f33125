import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldError } from "../field-errors";
import { BIO_MAX, BIO_MIN, BIO_RECOMMENDED, characterCount } from "../signup-schemas";
import { describedBy, FieldErrorText, FieldHint, inputClassName, labelClassName } from "./form-controls";

const tones = {
  short: "text-red-700",
  fair: "text-amber-700",
  strong: "text-emerald-700",
} as const;

/** Bio with a live counter: red under 50 characters, an amber nudge under 200, green from 200. */
export function BioField({ id, error, onChange }: { id: string; error?: FieldError; onChange?: () => void }) {
  const { t } = useTranslation("signup");
  const [count, setCount] = useState(0);
  const level = count < BIO_MIN ? "short" : count < BIO_RECOMMENDED ? "fair" : "strong";
  const status = level === "short" ? t("bio.tooShort", { min: BIO_MIN }) : level === "fair" ? t("bio.nudge") : t("bio.good");

  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {t("fields.bio")}
      </label>
      <FieldHint id={id}>{t("fields.bioHint")}</FieldHint>
      <textarea
        id={id}
        name="bio"
        rows={7}
        maxLength={BIO_MAX}
        data-field="bio"
        onChange={(event) => {
          setCount(characterCount(event.currentTarget.value.trim()));
          onChange?.();
        }}
        className={inputClassName}
        {...describedBy(id, { hint: true, error })}
      />
      <div className={`mt-1 flex flex-wrap items-start justify-between gap-2 text-sm ${tones[level]}`} data-testid="bio-meter" data-level={level}>
        <p aria-live="polite">{status}</p>
        <p className="tabular-nums">{t("bio.count", { count, max: BIO_MAX })}</p>
      </div>
      <FieldErrorText id={id} error={error} />
    </div>
  );
}
