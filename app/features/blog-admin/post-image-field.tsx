import { useId, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { pictureAccept } from "~/features/accounts/signup-fields";
import { buttonClassName } from "~/ui/button-link";
import { controlClassName, FieldError, labelClassName } from "~/ui/form/field";
import { uploadPostImage } from "./upload-post-image";

interface PostImageFieldProps {
  /** The hidden input's name: the form sends the stored image's id, never the file. */
  name: string;
  label: string;
  previewLabel: string;
  defaultId: string | null;
  error?: string;
}

/** A cover or author image: uploaded as soon as it is chosen, shown, removable. */
export function PostImageField({ name, label, previewLabel, defaultId, error }: PostImageFieldProps) {
  const { t } = useTranslation("blog-admin");
  const inputId = useId();
  const [imageId, setImageId] = useState(defaultId);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const message = uploadError ?? error;
  const errorId = message ? `${inputId}-error` : undefined;

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    const result = await uploadPostImage(file);
    setUploading(false);
    if (result.ok) setImageId(result.id);
    else setUploadError(result.message ?? t("errors.uploadFailed"));
  }

  return (
    <div>
      <input type="hidden" name={name} value={imageId ?? ""} />
      <label htmlFor={inputId} className={labelClassName}>
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept={pictureAccept}
        data-field={name}
        aria-describedby={errorId}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
        className={`${controlClassName} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800`}
      />
      {uploading ? (
        <p role="status" className="mt-1 text-sm text-slate-600">
          {t("form.uploading")}
        </p>
      ) : null}
      <FieldError id={errorId}>{message}</FieldError>
      {imageId ? (
        <div className="mt-2 flex items-center gap-3">
          <img src={`/media/${imageId}?w=160`} alt={previewLabel} className="h-20 w-auto rounded border border-slate-200 object-cover" />
          <button type="button" onClick={() => setImageId(null)} className={buttonClassName({ variant: "ghost", size: "sm" })}>
            {t("form.removeImage")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
