import { useMemo, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { countries } from "~content/countries";
import { majors } from "~content/majors";
import { universities } from "~content/universities";
import { Flag } from "~/ui/flag";
import { Select, type SelectOption } from "~/ui/form/select";
import { TextInput } from "~/ui/form/text-input";
import { useFieldMessage, type FieldError, type FieldErrors } from "../field-errors";
import { SAT_MAX, SAT_MIN } from "../signup-fields";
import { BioField } from "./bio-field";
import { LanguagePicker } from "./language-picker";
import { PictureField } from "./picture-field";

export interface ProfileFieldsProps {
  /** Prefix for element ids (one form per page, but two pages share these fields). */
  idPrefix: string;
  errors: FieldErrors;
  /** A field changed: `problem` is a message found at once (the picture), otherwise the old one is cleared. */
  onFieldChange(field: string, problem?: FieldError | null): void;
}

function useLocalisedOptions() {
  const { i18n } = useTranslation();
  const zh = i18n.language === "zh";
  return useMemo(() => {
    const collator = new Intl.Collator(zh ? "zh-CN" : "en");
    const sorted = (options: SelectOption[]) => [...options].sort((a, b) => collator.compare(a.label, b.label));
    return {
      majors: sorted(majors.map((m) => ({ value: m.id, label: zh ? m.zh : m.en }))),
      colleges: sorted(universities.map((u) => ({ value: u.id, label: zh ? u.zh : u.en }))),
      countries: sorted(countries.map((c) => ({ value: c.code, label: zh ? c.zh : c.en }))),
    };
  }, [zh]);
}

/** The stored values the profile editor starts from (sign-up starts empty). */
export interface PictureStepDefaults {
  photoId: string | null;
  major: string;
  college: string;
  country: string;
}

/** Mentor step 2: picture, major, college, country. */
export function PictureStepFields({ idPrefix, errors, onFieldChange, defaults }: ProfileFieldsProps & { defaults?: PictureStepDefaults }) {
  const { t } = useTranslation("signup");
  const message = useFieldMessage();
  const options = useLocalisedOptions();
  // A native option cannot hold an image: the chosen country's flag shows beside the label.
  const [country, setCountry] = useState(defaults?.country ?? "");
  return (
    <div className="space-y-5">
      <PictureField
        id={`${idPrefix}-picture`}
        error={errors.picture}
        currentPhotoId={defaults?.photoId}
        onPicked={(problem) => onFieldChange("picture", problem)}
      />
      <Select
        id={`${idPrefix}-major`}
        name="major"
        label={t("fields.major")}
        placeholder={t("fields.selectMajor")}
        options={options.majors}
        defaultValue={defaults?.major}
        error={message(errors.major)}
        onChange={() => onFieldChange("major")}
      />
      <Select
        id={`${idPrefix}-college`}
        name="college"
        label={t("fields.college")}
        placeholder={t("fields.selectCollege")}
        options={options.colleges}
        defaultValue={defaults?.college}
        error={message(errors.college)}
        onChange={() => onFieldChange("college")}
      />
      <Select
        id={`${idPrefix}-country`}
        name="country"
        label={
          <span className="inline-flex items-center gap-2">
            {t("fields.country")}
            {country && <Flag code={country} />}
          </span>
        }
        placeholder={t("fields.selectCountry")}
        options={options.countries}
        defaultValue={defaults?.country}
        error={message(errors.country)}
        onChange={(event) => {
          setCountry(event.target.value);
          onFieldChange("country");
        }}
      />
    </div>
  );
}

/** Mentor step 3: languages, optional SAT score, interests, bio. */
export function AboutStepFields({ idPrefix, errors, onFieldChange }: ProfileFieldsProps) {
  const { t } = useTranslation("signup");
  const message = useFieldMessage();
  return (
    <div className="space-y-5">
      <LanguagePicker id={`${idPrefix}-languages`} error={errors.languages} onChange={() => onFieldChange("languages")} />
      <TextInput
        id={`${idPrefix}-sat-score`}
        name="satScore"
        type="number"
        inputMode="numeric"
        min={SAT_MIN}
        max={SAT_MAX}
        step={10}
        label={t("fields.satScore")}
        hint={t("fields.satScoreHint")}
        error={message(errors.satScore)}
        onChange={() => onFieldChange("satScore")}
        className="max-w-xs"
      />
      <TextInput
        id={`${idPrefix}-interests`}
        name="interests"
        label={t("fields.interests")}
        hint={t("fields.interestsHint")}
        error={message(errors.interests)}
        onChange={() => onFieldChange("interests")}
        autoComplete="off"
      />
      <BioField id={`${idPrefix}-bio`} error={errors.bio} onChange={() => onFieldChange("bio")} />
    </div>
  );
}
