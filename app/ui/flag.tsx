import { findCountry, flagEmoji } from "~content/countries";

export interface FlagProps {
  /** ISO 3166-1 alpha-2 code, any case. */
  code: string;
  /** Accessible name; defaults to the English country name. Pass the localised name in Chinese. */
  label?: string;
  className?: string;
}

/** A country flag drawn with the platform's emoji font (no image request). */
export function Flag({ code, label, className }: FlagProps) {
  const emoji = flagEmoji(code);
  if (!emoji) return null;
  return (
    <span role="img" aria-label={label ?? findCountry(code)?.en ?? code.toUpperCase()} className={className}>
      {emoji}
    </span>
  );
}
