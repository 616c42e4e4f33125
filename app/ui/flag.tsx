export interface FlagProps {
  /** ISO 3166-1 alpha-2 code, any case. */
  code: string;
  /**
   * The country's name in the reader's language, when nothing beside the flag says it. Without
   * it the flag is decorative (empty alt, hidden from assistive technology).
   */
  label?: string;
  className?: string;
}

/** Where a country's flag is served (app/routes/flags.$file.ts), from our own origin. */
export function flagUrl(code: string): string {
  return `/flags/${code.toLowerCase()}.svg`;
}

/** A country flag: an SVG image loaded when it scrolls near, so a list costs only what it shows. */
export function Flag({ code, label, className }: FlagProps) {
  // Codes come from our own records, checked against content/countries.ts when saved; the list
  // itself (200 names in two languages) stays out of the pages that show flags.
  if (!/^[a-z]{2}$/i.test(code)) return null;
  return (
    <img
      src={flagUrl(code)}
      alt={label ?? ""}
      aria-hidden={label ? undefined : true}
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      className={`inline-block h-[15px] w-5 shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.08)] ${className ?? ""}`}
    />
  );
}
