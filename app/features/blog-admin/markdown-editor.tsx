import { useId, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { pictureAccept } from "~/features/accounts/signup-fields";
import { buttonClassName } from "~/ui/button-link";
import { controlClassName, labelClassName } from "~/ui/form/field";
import { Textarea } from "~/ui/form/textarea";
import { TextInput } from "~/ui/form/text-input";
import { uploadPostImage } from "./upload-post-image";
import { useMarkdownPreview } from "./use-markdown-preview";

interface MarkdownEditorProps {
  defaultValue: string;
  /** The server's HTML of defaultValue, so the preview starts filled without a request. */
  initialHtml: string;
  error?: string;
  onChange(markup: string): void;
}

/** Brackets and parentheses would end the Markdown image early. */
function imageMarkdown(alt: string, url: string): string {
  return `![${alt.replace(/[[\]\\]/g, "")}](${url})`;
}

/** The post's Markdown, its live preview (sanitised by the server) and "insert an image". */
export function MarkdownEditor({ defaultValue, initialHtml, error, onChange }: MarkdownEditorProps) {
  const { t } = useTranslation("blog-admin");
  const [markup, setMarkup] = useState(defaultValue);
  const preview = useMarkdownPreview(markup, initialHtml);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [insertState, setInsertState] = useState<{ busy: boolean; message: string | null; error: boolean }>({ busy: false, message: null, error: false });

  function change(next: string) {
    setMarkup(next);
    onChange(next);
  }

  async function insertImage() {
    if (!file) return;
    setInsertState({ busy: true, message: t("form.uploading"), error: false });
    const result = await uploadPostImage(file);
    if (!result.ok) {
      setInsertState({ busy: false, message: result.message ?? t("errors.uploadFailed"), error: true });
      return;
    }
    // At the cursor, as a paragraph of its own.
    const at = textarea.current?.selectionStart ?? markup.length;
    const next = `${markup.slice(0, at).replace(/\s*$/, "")}\n\n${imageMarkdown(alt, result.url)}\n\n${markup.slice(at).replace(/^\s*/, "")}`.replace(/^\n\n/, "");
    change(next);
    setAlt("");
    setFile(null);
    setInsertState({ busy: false, message: t("form.imageInserted"), error: false });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-4">
        <Textarea
          ref={textarea}
          id="post-markup"
          name="markup"
          label={t("form.markup")}
          hint={t("form.markupHint")}
          markRequired
          required
          rows={22}
          value={markup}
          onChange={(event) => change(event.currentTarget.value)}
          error={error}
        />
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t("form.insertImage")}</legend>
          <div className="space-y-3">
            <TextInput label={t("form.insertImageAlt")} hint={t("form.insertImageAltHint")} value={alt} onChange={(event) => setAlt(event.currentTarget.value)} />
            <div>
              <label htmlFor={fileId} className={labelClassName}>
                {t("form.insertImageFile")}
              </label>
              <input
                key={file ? "chosen" : "empty"}
                id={fileId}
                type="file"
                accept={pictureAccept}
                onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
                className={`${controlClassName} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-brand-800`}
              />
            </div>
            <button type="button" disabled={!file || insertState.busy} onClick={() => void insertImage()} className={buttonClassName({ variant: "outline", size: "sm" })}>
              {insertState.busy ? t("form.uploading") : t("form.insertImageButton")}
            </button>
            <p role="status" className={`text-sm ${insertState.error ? "font-medium text-red-700" : "text-slate-600"}`}>
              {insertState.message}
            </p>
          </div>
        </fieldset>
      </div>
      <section aria-labelledby="post-preview-title" aria-busy={!preview.current} className="min-w-0">
        <h3 id="post-preview-title" className={labelClassName}>
          {t("form.preview")}
        </h3>
        {preview.failed ? (
          <p role="status" className="mt-1 text-sm text-amber-800">
            {t("form.previewFailed")}
          </p>
        ) : null}
        {preview.html ? (
          <div
            data-testid="post-preview"
            className="prose prose-slate mt-1 max-w-none rounded-lg border border-slate-200 bg-white p-4 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_img]:my-3 [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
            // The server sanitised this HTML (renderMarkdown); it is exactly what a save stores.
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        ) : (
          <p className="mt-1 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t("form.previewEmpty")}</p>
        )}
      </section>
    </div>
  );
}
