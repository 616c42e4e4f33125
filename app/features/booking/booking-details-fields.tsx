import { useId, useMemo, type Ref } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { majors } from "~content/majors";
import { intlLocale, isChinese } from "~/lib/i18n";
import { Textarea } from "~/ui/form/textarea";
import { TextInput } from "~/ui/form/text-input";
import type { BookingErrors } from "./booking-form";
import { EXPECTATIONS_MAX, MAJOR_MAX } from "./checkout-limits";

export interface BookingDetailsFieldsProps {
  major: string;
  expectations: string;
  errors: Pick<BookingErrors, "major" | "expectations">;
  onMajorChange(value: string): void;
  onExpectationsChange(value: string): void;
  majorRef: Ref<HTMLInputElement>;
  goalsRef: Ref<HTMLTextAreaElement>;
}

/** What the student tells the mentor: the major of interest (any text, majors suggested) and the goals. */
export function BookingDetailsFields({ major, expectations, errors, onMajorChange, onExpectationsChange, majorRef, goalsRef }: BookingDetailsFieldsProps) {
  const { t, i18n } = useTranslation("booking");
  const majorsListId = useId();
  const chinese = isChinese(i18n.language);
  const majorOptions = useMemo(() => {
    const collator = new Intl.Collator(intlLocale(chinese ? "zh" : "en"));
    return majors.map((m) => (chinese ? m.zh : m.en)).sort(collator.compare);
  }, [chinese]);

  return (
    <section className="grid gap-6 md:grid-cols-2">
      <div>
        <TextInput
          ref={majorRef}
          name="major"
          label={t("schedule.major.label")}
          markRequired
          required
          list={majorsListId}
          value={major}
          onChange={(event) => onMajorChange(event.target.value)}
          maxLength={MAJOR_MAX}
          autoComplete="off"
          placeholder={t("schedule.major.placeholder")}
          error={errors.major}
        />
        <datalist id={majorsListId}>
          {majorOptions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <Textarea
        ref={goalsRef}
        name="expectations"
        label={t("schedule.goals.label")}
        markRequired
        required
        rows={5}
        value={expectations}
        onChange={(event) => onExpectationsChange(event.target.value)}
        maxLength={EXPECTATIONS_MAX}
        placeholder={t("schedule.goals.placeholder")}
        error={errors.expectations}
        className="md:row-span-2"
      />
    </section>
  );
}
