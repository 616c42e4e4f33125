import { LoaderCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useRevalidator } from "react-router";
import { buttonClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { Textarea } from "~/ui/form/textarea";
import { useCheckedSubmit } from "~/ui/form/use-checked-submit";
import { RATING_COMMENT_MAX, ratingFieldErrors, type RatingField } from "./rating-fields";
import { StarRatingInput } from "./star-rating-input";
import { submitRating } from "./submit-rating";

const loadRatingSchema = () => import("./rating-form-schema").then((module) => module.rateMeetingSchema);

export interface RatingFormProps {
  /** The meeting the rating goes to (the most recent rateable one with this mentor). */
  meetingId: string;
  /** After the server kept the rating; the page's data is already being reloaded. */
  onRated(result: { average: number; count: number }): void;
}

/**
 * The rating form (spec §5, §8): 1-5 stars and an optional comment. Used by the dashboard's rating
 * dialog and by a mentor's reviews panel. The page's loaders run again after a rating (or a
 * refusal, which means the page was out of date), so lists and averages follow at once.
 */
export function RatingForm({ meetingId, onRated }: RatingFormProps) {
  const { t } = useTranslation("ratings");
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const [rating, setRating] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Partial<Record<RatingField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const focusField = (field: RatingField) => formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();

  const checked = useCheckedSubmit(loadRatingSchema, {
    invalid(error) {
      const found = ratingFieldErrors(error);
      setErrors({ rating: found.rating && t(found.rating), comment: found.comment && t(found.comment) });
      setAlert(found.form ? t("form.failed") : null);
      focusField(found.rating ? "rating" : "comment");
    },
    valid() {
      setErrors({});
      setAlert(null);
    },
    submit: send,
  });

  async function send() {
    setSubmitting(true);
    const outcome = await submitRating({ meetingId, rating, comment });
    setSubmitting(false);
    if (outcome.kind === "rated") {
      setRating("");
      setComment("");
      void revalidator.revalidate();
      onRated(outcome);
    } else if (outcome.kind === "invalid") {
      setErrors(outcome.fields);
      focusField(outcome.fields.rating ? "rating" : "comment");
    } else if (outcome.kind === "refused") {
      setAlert(outcome.message);
      void revalidator.revalidate();
    } else {
      setAlert(t("form.failed"));
    }
  }

  function chooseRating(value: string) {
    setRating(value);
    setErrors((previous) => ({ ...previous, rating: undefined }));
  }

  const alertId = `${id}-alert`;
  return (
    <form ref={formRef} noValidate {...checked} className="space-y-4" data-testid="rating-form" aria-describedby={alert ? alertId : undefined}>
      <FormAlert id={alertId} message={alert} testId="rating-form-alert" />
      {/* Read by the form's rules with the fields; the rating is sent by submitRating. */}
      <input type="hidden" name="meetingId" value={meetingId} />
      <StarRatingInput id={`${id}-rating`} name="rating" value={rating} onChange={chooseRating} error={errors.rating} />
      <Textarea
        id={`${id}-comment`}
        name="comment"
        label={t("form.comment")}
        hint={t("form.commentHint", { max: RATING_COMMENT_MAX })}
        rows={3}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={errors.comment}
      />
      {/* aria-disabled, not disabled: a button that disables itself would drop the keyboard focus. */}
      <button type="submit" aria-disabled={submitting || undefined} className={buttonClassName({ className: "aria-disabled:opacity-60" })} data-testid="submit-rating">
        {submitting ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
        {submitting ? t("form.submitting") : t("form.submit")}
      </button>
    </form>
  );
}
