import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { controlClassName, Field } from "~/ui/form/field";
import { useFieldMessage, type FieldError } from "../field-errors";
import { BIO_MAX, BIO_MIN, BIO_RECOMMENDED, characterCount } from "../signup-fields";

const tones = {
  short: "text-red-700",
  fair: "text-amber-700",
  strong: "text-emerald-700",
} as const;

/** Bio with a live counter: red under 50 characters, an amber nudge under 200, green from 200. */
export function BioField({ id, error, onChange, defaultValue }: { id: string; error?: FieldError; onChange?: () => void; defaultValue?: string }) {
  const { t } = useTranslation("signup");
  const message = useFieldMessage();
  const [count, setCount] = useState(() => characterCount(defaultValue?.trim() ?? ""));
  const level = count < BIO_MIN ? "short" : count < BIO_RECOMMENDED ? "fair" : "strong";
  const status = level === "short" ? t("bio.tooShort", { min: BIO_MIN }) : level === "fair" ? t("bio.nudge") : t("bio.good");

  return (
    <Field id={id} label={t("fields.bio")} hint={t("fields.bioHint")} hintPlacement="above" error={message(error)}>
      {(control) => (
        <>
          <textarea
            {...control}
            name="bio"
            defaultValue={defaultValue}
            rows={7}
            maxLength={BIO_MAX}
            data-field="bio"
            onChange={(event) => {
              setCount(characterCount(event.currentTarget.value.trim()));
              onChange?.();
            }}
            className={controlClassName}
          />
          <div className={`mt-1 flex flex-wrap items-start justify-between gap-2 text-sm ${tones[level]}`} data-testid="bio-meter" data-level={level}>
            <p aria-live="polite">{status}</p>
            <p className="tabular-nums">{t("bio.count", { count, max: BIO_MAX })}</p>
          </div>
        </>
      )}
    </Field>
  );
}
