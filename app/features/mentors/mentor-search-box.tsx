import { BookOpen, Globe, GraduationCap, Languages, Search } from "lucide-react";
import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { useLoadedModule } from "~/lib/use-loaded-module";
import type { Suggestion } from "./mentor-suggestions";

// The suggester searches the whole lists of countries, majors, colleges and languages in both
// languages, which load after hydration, not with the page. Until then (or if they cannot load)
// the box offers the typed text itself.
const loadSuggester = () => import("./mentor-suggestions");

function freeText(input: string): Suggestion[] {
  const text = input.trim();
  return text ? [{ kind: "text", value: text, label: text }] : [];
}

const kindIcons = { country: Globe, major: BookOpen, college: GraduationCap, language: Languages, text: Search } as const;

/**
 * The signed-in search box: an ARIA 1.2 combobox whose listbox suggests countries, majors,
 * colleges and languages for what is typed, plus the text itself. Focus stays in the input; the
 * highlighted option is announced through aria-activedescendant.
 */
export function MentorSearchBox({ onPick }: { onPick(suggestion: Suggestion): void }) {
  const { t, i18n } = useTranslation("mentors");
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const suggester = useLoadedModule(loadSuggester);
  const suggestions = useMemo(
    () => (suggester ? suggester.suggestMentorFilters(text, i18n.language) : freeText(text)),
    [suggester, text, i18n.language],
  );
  const onlyFreeText = suggestions.length === 1;
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (suggestion: Suggestion | undefined) => {
    if (!suggestion) return;
    onPick(suggestion);
    setText("");
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActive((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive((index) => (suggestions.length === 0 ? -1 : index <= 0 ? suggestions.length - 1 : index - 1));
        break;
      case "Enter":
        if (!text.trim()) return;
        event.preventDefault();
        // Without a highlighted suggestion, Enter searches for the text itself (the first option).
        pick(suggestions[expanded && active >= 0 ? active : 0]);
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
    }
  };

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("search.label")}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        placeholder={t("search.placeholder")}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-testid="mentor-search-input"
        className="h-14 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-3 focus:outline-brand-200"
      />
      <span id={`${id}-hint`} className="sr-only">
        {t("search.hint")}
      </span>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
      >
        <ul id={listId} role="listbox" aria-label={t("search.suggestions")} className="max-h-96 overflow-y-auto py-1">
          {suggestions.map((suggestion, index) => {
            const Icon = kindIcons[suggestion.kind];
            return (
              // The keyboard stays in the combobox input (arrows + Enter, aria-activedescendant): options only need the mouse.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${suggestion.kind}:${suggestion.value}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                data-kind={suggestion.kind}
                // Keep the focus in the input so the click lands before the blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                onMouseMove={() => setActive(index)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-slate-800"}`}
              >
                <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">
                  {suggestion.kind === "text" ? t("search.searchFor", { text: suggestion.label }) : suggestion.label}
                </span>
                {suggestion.kind !== "text" && <span className="text-xs font-medium text-slate-500">{t(`search.kinds.${suggestion.kind}`)}</span>}
              </li>
            );
          })}
        </ul>
        {onlyFreeText && (
          <p role="status" className="border-t border-slate-100 px-4 py-2.5 text-sm text-slate-600" data-testid="no-suggestions">
            {t("search.noSuggestions")}
          </p>
        )}
      </div>
    </div>
  );
}
