import { UserRound } from "lucide-react";
import { useEffect, useState, type ChangeEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Field } from "~/ui/form/field";
import { useFieldMessage, type FieldError } from "../field-errors";
import { pictureAccept, pictureProblem } from "../signup-fields";

/**
 * Profile picture with a round preview. The file is checked as soon as it is chosen (type, the
 * 5MB uploader cap, 500KB); the server decodes and re-encodes it anyway.
 */
export function PictureField({
  id,
  error,
  onPicked,
  currentPhotoId = null,
}: {
  id: string;
  error?: FieldError;
  onPicked(problem: FieldError | null): void;
  /** The stored picture (profile editor): shown until another file is chosen, which is then optional. */
  currentPhotoId?: string | null;
}) {
  const { t } = useTranslation("signup");
  const message = useFieldMessage();
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    const problem = file ? pictureProblem(file) : null;
    setFileName(file?.name ?? null);
    setPreview(file && !problem ? URL.createObjectURL(file) : null);
    onPicked(problem);
  }

  return (
    <Field id={id} label={t("fields.picture")} hint={t("fields.pictureHint")} error={message(error)}>
      {(control) => (
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200">
            {preview ? (
              <img src={preview} alt={t("fields.picturePreview")} className="size-full object-cover" data-testid="picture-preview" />
            ) : currentPhotoId ? (
              <img src={`/media/${currentPhotoId}?w=160`} alt={t("fields.currentPicture")} width={80} height={80} className="size-full object-cover" />
            ) : (
              <UserRound aria-hidden="true" className="size-8 text-slate-400" />
            )}
          </div>
          {/* The native control's own text ("No file chosen") follows the browser's language, not
              the page's: it stays in the form but out of sight, behind a translated button. */}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
            <input
              {...control}
              type="file"
              name="picture"
              accept={pictureAccept}
              data-field="picture"
              onChange={handleChange}
              className="peer sr-only"
            />
            <label
              htmlFor={control.id}
              className="cursor-pointer rounded-lg bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-100 peer-focus-visible:focus-ring"
            >
              {fileName || currentPhotoId ? t("fields.changePicture") : t("fields.choosePicture")}
            </label>
            <span className="min-w-0 truncate text-sm text-slate-600" data-testid="picture-name">
              {fileName ?? (currentPhotoId ? t("fields.keepPicture") : t("fields.noPicture"))}
            </span>
          </div>
        </div>
      )}
    </Field>
  );
}
