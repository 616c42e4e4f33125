import { Star } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Fieldset } from "~/ui/form/fieldset";
import { RATING_VALUES } from "./rating-fields";

export interface StarRatingInputProps {
  /** Names the group's error (`${id}-error`). */
  id: string;
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
}

/**
 * 1-5 stars as a real radio group: Tab reaches it, the arrow keys move and choose, each star is
 * named ("3 stars"). The stars up to the chosen (or pointed at) one are filled.
 */
export function StarRatingInput({ id, name, value, onChange, error }: StarRatingInputProps) {
  const { t } = useTranslation("ratings");
  const [pointed, setPointed] = useState<number | null>(null);
  const shown = pointed ?? (value ? Number(value) : 0);
  return (
    <Fieldset id={id} legend={t("form.stars")} error={error} markRequired>
      <div className="mt-2 flex items-center gap-1" onMouseLeave={() => setPointed(null)}>
        {RATING_VALUES.map((star, index) => (
          <label
            key={star}
            onMouseEnter={() => setPointed(Number(star))}
            className="cursor-pointer rounded-md p-1 has-focus-visible:focus-ring"
            data-testid={`star-${star}`}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              data-field={index === 0 ? name : undefined}
              className="sr-only"
            />
            <span className="sr-only">{t("form.star", { count: Number(star) })}</span>
            <Star
              aria-hidden="true"
              className={`size-8 transition-colors ${Number(star) <= shown ? "fill-accent-400 text-accent-600" : "fill-transparent text-slate-500"}`}
            />
          </label>
        ))}
      </div>
    </Fieldset>
  );
}
