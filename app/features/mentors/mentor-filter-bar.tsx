import { ChevronDown, SlidersHorizontal, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { clearedFilters, type FilterField, type MentorFilters } from "./mentor-filters";
import { mentorSorts } from "./mentor-search-options";
import type { ContentNames } from "./content-names";
import type { ContentOption, FilterOptions } from "./filter-options";

export interface FilterBarProps {
  filters: MentorFilters;
  /** Names of the chosen values (the page's loader sends them). */
  names: ContentNames;
  onChange(next: MentorFilters): void;
}

const selectClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-3 focus:outline-brand-200";

/**
 * Filter selects and toggles, the sort order and 'Clear filters'. `choices`: the selects' whole
 * lists, null until they have loaded (use-filter-options.ts).
 */
export function MentorFilterBar({ filters, names, choices: options, onChange }: FilterBarProps & { choices: FilterOptions | null }) {
  const { t } = useTranslation("mentors");
  const { chinese } = names;
  const set = (patch: Partial<MentorFilters>) => onChange({ ...filters, ...patch });
  // On a phone the controls would fill the first screen: there they fold away behind a button.
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();

  return (
    <div className="rounded-2xl border border-slate-200 bg-slate-50/70 p-4 sm:p-5" data-testid="mentor-filters">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <SlidersHorizontal className="size-4 text-brand-600" aria-hidden="true" />
          {t("filters.title")}
        </h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:focus-ring sm:hidden"
        >
          {expanded ? t("filters.hide") : t("filters.show")}
          <ChevronDown className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`} aria-hidden="true" />
        </button>
      </div>
      <div id={panelId} className={expanded ? "" : "max-sm:hidden"}>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <FilterSelect
            label={t("filters.country")}
            any={t("filters.anyCountry")}
            value={filters.country}
            valueLabel={names.country(filters.country)}
            options={options?.country ?? null}
            onChange={(country) => set({ country })}
          />
          <FilterSelect
            label={t("filters.major")}
            any={t("filters.anyMajor")}
            value={filters.major}
            valueLabel={names.major(filters.major)}
            options={options?.major ?? null}
            onChange={(major) => set({ major })}
          />
          <FilterSelect
            label={t("filters.college")}
            any={t("filters.anyCollege")}
            value={filters.college}
            valueLabel={names.college(filters.college)}
            options={options?.college ?? null}
            onChange={(college) => set({ college })}
          />
          <FilterSelect
            label={t("filters.language")}
            any={t("filters.anyLanguage")}
            value={filters.language}
            valueLabel={names.language(filters.language)}
            options={options?.language ?? null}
            onChange={(language) => set({ language })}
          />
          <SortSelect value={filters.sort} onChange={(sort) => set({ sort })} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {!chinese && (
            <Toggle checked={filters.satOnly} onChange={(satOnly) => set({ satOnly })}>
              {t("filters.satOnly")}
            </Toggle>
          )}
          <Toggle checked={filters.availableOnly} onChange={(availableOnly) => set({ availableOnly })}>
            {t("filters.availableOnly")}
          </Toggle>
          <Toggle checked={filters.ivy} onChange={(ivy) => set({ ivy })}>
            {t("filters.ivy")}
          </Toggle>
          <button
            type="button"
            onClick={() => onChange(clearedFilters())}
            className="ml-auto rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:focus-ring"
          >
            {t("filters.clear")}
          </button>
        </div>
      </div>
    </div>
  );
}

function FilterSelect({
  label,
  any,
  value,
  valueLabel,
  options,
  onChange,
}: {
  label: string;
  any: string;
  value: string;
  valueLabel: string;
  /** Null until the choices have loaded (use-filter-options.ts): the server sends the chosen one only. */
  options: ContentOption[] | null;
  onChange(value: string): void;
}) {
  const id = useId();
  const shown = options ?? (value ? [{ value, label: valueLabel }] : []);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        <option value="">{any}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SortSelect({ value, onChange }: { value: MentorFilters["sort"]; onChange(value: MentorFilters["sort"]): void }) {
  const { t } = useTranslation("mentors");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t("sort.label")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MentorFilters["sort"])}
        className={selectClass}
        data-testid="mentor-sort"
      >
        <option value="">{t("sort.default")}</option>
        {mentorSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Toggle({ checked, onChange, children }: { checked: boolean; onChange(checked: boolean): void; children: ReactNode }) {
  return (
    <label
      className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors has-focus-visible:focus-ring ${
        checked ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-300"
      }`}
    >
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-accent-400" />
      {children}
    </label>
  );
}

/** One removable chip per active filter. */
export function FilterChips({ filters, names, onChange }: FilterBarProps) {
  const { t } = useTranslation("mentors");
  const chips: { field: FilterField; label: string }[] = [];
  if (filters.searchTerm) chips.push({ field: "searchTerm", label: t("chips.search", { text: filters.searchTerm }) });
  if (filters.country) chips.push({ field: "country", label: names.country(filters.country) });
  if (filters.major) chips.push({ field: "major", label: names.major(filters.major) });
  if (filters.college) chips.push({ field: "college", label: names.college(filters.college) });
  if (filters.language) chips.push({ field: "language", label: names.language(filters.language) });
  if (filters.satOnly && !names.chinese) chips.push({ field: "satOnly", label: t("filters.satOnly") });
  if (filters.availableOnly) chips.push({ field: "availableOnly", label: t("filters.availableOnly") });
  if (filters.ivy) chips.push({ field: "ivy", label: t("filters.ivy") });
  if (chips.length === 0) return null;

  const remove = (field: FilterField) => {
    const next = { ...filters };
    if (field === "satOnly" || field === "availableOnly" || field === "ivy") next[field] = false;
    else next[field] = "";
    onChange(next);
  };

  return (
    <ul aria-label={t("chips.label")} className="flex flex-wrap gap-2" data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.field}>
          <span
            className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm font-medium text-brand-900"
            data-testid="filter-chip"
          >
            {chip.label}
            <button
              type="button"
              onClick={() => remove(chip.field)}
              aria-label={t("chips.remove", { filter: chip.label })}
              className="inline-flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-200 hover:text-brand-950 focus-visible:focus-ring focus-visible:outline-offset-1"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
