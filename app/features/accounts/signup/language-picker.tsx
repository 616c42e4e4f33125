import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { languages } from "~content/languages";
import { checkboxClassName } from "~/ui/form/checkbox";
import { controlClassName } from "~/ui/form/field";
import { Fieldset } from "~/ui/form/fieldset";
import { useFieldMessage, type FieldError } from "../field-errors";

/**
 * The 47 languages as checkboxes with a filter box. Filtered-out boxes are only hidden, so the
 * languages already ticked are still sent with the form.
 */
export function LanguagePicker({ id, error, onChange }: { id: string; error?: FieldError; onChange?: () => void }) {
  const { t, i18n } = useTranslation("signup");
  const message = useFieldMessage();
  const zh = i18n.language === "zh";
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const needle = query.trim().toLowerCase();
  const matches = (language: (typeof languages)[number]) =>
    needle === "" || language.en.toLowerCase().includes(needle) || language.zh.includes(needle) || language.code === needle;
  const visible = languages.filter(matches).length;

  function toggle(code: string, checked: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(code);
      else next.delete(code);
      return next;
    });
    onChange?.();
  }

  // Enter in the filter box must not submit the form (or move to the next step).
  function keepEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") event.preventDefault();
  }

  return (
    <Fieldset id={id} legend={t("fields.languages")} error={message(error)} describedBy={`${id}-count`}>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
        <input
          type="search"
          id={`${id}-search`}
          data-field="languages"
          aria-label={t("fields.languageSearch")}
          placeholder={t("fields.languageSearch")}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={keepEnter}
          className={`${controlClassName} mt-0 max-w-xs`}
          autoComplete="off"
        />
        <p id={`${id}-count`} className="text-sm text-slate-600" aria-live="polite">
          {t("fields.languagesSelected", { count: selected.size })}
        </p>
      </div>
      <div className="mt-2 grid max-h-60 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2">
        {languages.map((language) => (
          <label
            key={language.code}
            className={`${matches(language) ? "flex" : "hidden"} cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50 has-checked:bg-brand-50 has-checked:font-medium`}
          >
            <input
              type="checkbox"
              name="languages"
              value={language.code}
              onChange={(event) => toggle(language.code, event.currentTarget.checked)}
              className={checkboxClassName}
            />
            <span lang={zh ? "zh-CN" : "en"}>{zh ? language.zh : language.en}</span>
          </label>
        ))}
        {visible === 0 ? <p className="px-2 py-1.5 text-sm text-slate-500">{t("fields.noLanguageMatch")}</p> : null}
      </div>
    </Fieldset>
  );
}
