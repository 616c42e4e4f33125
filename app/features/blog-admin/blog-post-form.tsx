import { useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Form, Link, useNavigation } from "react-router";
import { blogCategories } from "~/db/schema/content";
import { buttonClassName, textLinkClassName } from "~/ui/button-link";
import { FormAlert } from "~/ui/form/form-alert";
import { RadioGroup } from "~/ui/form/radio-group";
import { Select } from "~/ui/form/select";
import { TextInput } from "~/ui/form/text-input";
import { Textarea } from "~/ui/form/textarea";
import { MarkdownEditor } from "./markdown-editor";
import { readTimeOf, slugify } from "./post-fields";
import { postFieldMessages, postFormSchema, postFormValues, type postStatuses } from "./post-form-schema";
import { PostImageField } from "./post-image-field";

/** The form's starting values, as the inputs hold them. */
export interface PostFormDefaults {
  title: string;
  slug: string;
  markup: string;
  excerpt: string;
  category: string;
  readTime: string;
  locale: "en" | "zh";
  tags: string;
  imageId: string | null;
  imageAlt: string;
  authorName: string;
  authorCollege: string;
  authorImageId: string | null;
  seoTitle: string;
  seoDescription: string;
  status: (typeof postStatuses)[number];
  /** datetime-local in the admin's zone; "" for none. */
  publishAt: string;
}

export interface BlogPostFormProps {
  heading: string;
  /** A line under the heading (the translation being written). */
  note?: string;
  defaults: PostFormDefaults;
  initialHtml: string;
  zone: string;
  /** "Add translation": the post this one translates. */
  translationOf?: string;
  /** The other language's version, linked from the form. */
  translation?: { id: string; title: string; locale: "en" | "zh" } | null;
  fieldErrors?: Partial<Record<string, string>>;
  formError?: string;
}

const sectionClassName = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const sectionTitleClassName = "text-lg font-semibold text-slate-900";

/** Create or edit a post: Markdown with a live preview, the spec's fields, images, publishing. */
export function BlogPostForm({ heading, note, defaults, initialHtml, zone, translationOf, translation, fieldErrors = {}, formError }: BlogPostFormProps) {
  const { t } = useTranslation("blog-admin");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [checked, setChecked] = useState<Partial<Record<string, string>> | null>(null);
  const errors = checked ?? fieldErrors;
  const message = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const [title, setTitle] = useState(defaults.title);
  const [markup, setMarkup] = useState(defaults.markup);
  const [status, setStatus] = useState(defaults.status);
  const alert = formError ? t(formError) : Object.keys(errors).length > 0 ? t("errors.checkFields") : null;

  // The browser checks with the action's own schema, so a message appears before anything is sent.
  function check(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const parsed = postFormSchema.safeParse(postFormValues(new FormData(form)));
    // Sent: the server's answer (a taken slug) is what the fields show next.
    if (parsed.success) return setChecked(null);
    const problems = postFieldMessages(parsed.error);
    setChecked(problems);
    event.preventDefault();
    form.querySelector<HTMLElement>(`[data-field="${Object.keys(problems)[0]}"]`)?.focus();
  }

  return (
    <div>
      <Link to="/admin/blog" className={`text-sm ${textLinkClassName}`}>
        ← {t("form.back")}
      </Link>
      <h2 className="mt-3 text-2xl font-bold text-slate-900">{heading}</h2>
      {note ? <p className="mt-1 text-slate-600">{note}</p> : null}
      {translation ? (
        <p className="mt-1 text-sm text-slate-600">
          {t("form.hasTranslation", { language: t(`locale.${translation.locale}`) })}
          <Link to={`/admin/blog/${translation.id}`} className={textLinkClassName} lang={translation.locale === "zh" ? "zh-CN" : "en"}>
            {translation.title}
          </Link>
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={check} className="mt-6 space-y-6">
        {translationOf ? <input type="hidden" name="translationOf" value={translationOf} /> : null}
        <div id="post-form-alert">
          <FormAlert message={alert} testId="post-form-alert" />
        </div>

        <section aria-labelledby="post-content" className={sectionClassName}>
          <h3 id="post-content" className={sectionTitleClassName}>{t("form.content")}</h3>
          <div className="mt-4 space-y-4">
            <TextInput id="post-title" name="title" label={t("form.title")} markRequired required maxLength={200} value={title} onChange={(event) => setTitle(event.currentTarget.value)} error={message("title")} />
            <TextInput
              id="post-slug"
              name="slug"
              label={t("form.slug")}
              hint={t("form.slugHint", { slug: slugify(title) || "…" })}
              defaultValue={defaults.slug}
              placeholder={slugify(title)}
              maxLength={100}
              autoCapitalize="none"
              spellCheck={false}
              error={message("slug")}
            />
            <MarkdownEditor defaultValue={defaults.markup} initialHtml={initialHtml} onChange={setMarkup} error={message("markup")} />
          </div>
        </section>

        <section aria-labelledby="post-details" className={sectionClassName}>
          <h3 id="post-details" className={sectionTitleClassName}>{t("form.details")}</h3>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Select
              id="post-category"
              name="category"
              label={t("form.category")}
              markRequired
              required
              placeholder={t("form.categoryPlaceholder")}
              options={blogCategories.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
              defaultValue={defaults.category}
              error={message("category")}
            />
            <Select
              id="post-locale"
              name="locale"
              label={t("form.language")}
              options={[{ value: "en", label: t("locale.en") }, { value: "zh", label: t("locale.zh") }]}
              defaultValue={defaults.locale}
              error={message("locale")}
            />
            <Textarea id="post-excerpt" name="excerpt" label={t("form.excerpt")} hint={t("form.excerptHint")} rows={3} defaultValue={defaults.excerpt} error={message("excerpt")} className="sm:col-span-2" />
            <TextInput id="post-read-time" name="readTime" label={t("form.readTime")} hint={t("form.readTimeHint", { computed: readTimeOf(markup, defaults.locale) })} placeholder={readTimeOf(markup, defaults.locale)} defaultValue={defaults.readTime} error={message("readTime")} />
            <TextInput id="post-tags" name="tags" label={t("form.tags")} hint={t("form.tagsHint")} defaultValue={defaults.tags} error={message("tags")} />
            <PostImageField name="imageId" label={t("form.coverFile")} previewLabel={t("form.coverPreview")} defaultId={defaults.imageId} error={message("imageId")} />
            <TextInput id="post-image-alt" name="imageAlt" label={t("form.coverAlt")} hint={t("form.coverAltHint")} defaultValue={defaults.imageAlt} error={message("imageAlt")} />
          </div>
        </section>

        <section aria-labelledby="post-author" className={sectionClassName}>
          <h3 id="post-author" className={sectionTitleClassName}>{t("form.author")}</h3>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextInput id="post-author-name" name="authorName" label={t("form.authorName")} markRequired required defaultValue={defaults.authorName} error={message("authorName")} />
            <TextInput id="post-author-college" name="authorCollege" label={t("form.authorCollege")} defaultValue={defaults.authorCollege} error={message("authorCollege")} />
            <PostImageField name="authorImageId" label={t("form.authorImage")} previewLabel={t("form.authorImagePreview")} defaultId={defaults.authorImageId} error={message("authorImageId")} />
          </div>
        </section>

        <section aria-labelledby="post-seo" className={sectionClassName}>
          <h3 id="post-seo" className={sectionTitleClassName}>{t("form.seo")}</h3>
          <div className="mt-4 grid gap-4">
            <TextInput id="post-seo-title" name="seoTitle" label={t("form.seoTitle")} hint={t("form.seoTitleHint")} maxLength={70} defaultValue={defaults.seoTitle} error={message("seoTitle")} />
            <Textarea id="post-seo-description" name="seoDescription" label={t("form.seoDescription")} hint={t("form.seoDescriptionHint")} rows={2} defaultValue={defaults.seoDescription} error={message("seoDescription")} />
          </div>
        </section>

        <section aria-labelledby="post-publishing" className={sectionClassName}>
          <h3 id="post-publishing" className={sectionTitleClassName}>{t("form.publishing")}</h3>
          <div className="mt-4 grid gap-4">
            <RadioGroup<(typeof postStatuses)[number]>
              id="post-status"
              name="status"
              legend={t("form.status")}
              value={status}
              onChange={setStatus}
              options={[
                { value: "draft", label: t("form.draft"), hint: t("form.draftHint") },
                { value: "published", label: t("form.published"), hint: t("form.publishedHint") },
              ]}
              error={message("status")}
            />
            <TextInput id="post-publish-at" name="publishAt" type="datetime-local" label={t("form.publishAt", { zone })} hint={t("form.publishAtHint")} defaultValue={defaults.publishAt} error={message("publishAt")} className="max-w-sm" />
          </div>
        </section>

        <button type="submit" disabled={saving} className={buttonClassName({ size: "lg" })}>
          {saving ? t("form.saving") : t("form.save")}
        </button>
      </Form>
    </div>
  );
}
