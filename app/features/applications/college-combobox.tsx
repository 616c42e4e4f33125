import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { isChinese } from "~/lib/i18n";
import { controlClassName, Field } from "~/ui/form/field";
import { suggestColleges, type CollegeSuggestion } from "./college-suggestions";

interface CollegeComboboxProps {
  name: string;
  defaultValue: string;
  label: string;
  hint: string;
  placeholder: string;
  error?: string;
}

/**
 * The college field: free text with an ARIA 1.2 combobox suggesting listed universities (English
 * or Chinese names) as one types. Focus stays in the input; the highlighted option is announced
 * through aria-activedescendant; Enter takes it, Escape closes the list.
 */
export function CollegeCombobox({ name, defaultValue, label, hint, placeholder, error }: CollegeComboboxProps) {
  const { t, i18n } = useTranslation("applications");
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const suggestions = useMemo(() => suggestColleges(text, isChinese(i18n.language)), [text, i18n.language]);
  // A name typed in full needs no list under it.
  const exact = suggestions.length === 1 && suggestions[0]!.label === text.trim();
  const expanded = open && suggestions.length > 0 && !exact;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (suggestion: CollegeSuggestion) => {
    setText(suggestion.label);
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
        // Enter takes the highlighted college; without one it submits the form as usual.
        if (expanded && active >= 0) {
          event.preventDefault();
          pick(suggestions[active]!);
        }
        break;
      case "Escape":
        if (expanded) {
          // Closes the list; the dialog around it leaves an open list's Escape alone.
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  return (
    <Field id={`${id}-input`} label={label} hint={hint} error={error} markRequired>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={name}
            data-field={name}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={200}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={text}
            placeholder={placeholder}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={controlClassName}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t("form.suggestions")}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-xl"
          >
            {suggestions.map((suggestion, index) => (
              // The keyboard stays in the input (arrows + Enter, aria-activedescendant): options only need the mouse.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the input so the click lands before the blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                onMouseMove={() => setActive(index)}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-slate-800"}`}
              >
                {suggestion.label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
