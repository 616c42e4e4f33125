import type { University } from "~content/universities";

export interface UniversityMarkProps {
  university: Pick<University, "id" | "en">;
  /** Accessible name; defaults to the English name. Pass the localised name in Chinese. */
  label?: string;
  /** Rendered height in pixels (the badge is 6:7). */
  size?: number;
  /** Below the fold: let the browser fetch it when it comes near. */
  lazy?: boolean;
  className?: string;
}

/** The school's drawn badge (served by /marks/:id.svg, cached by the browser). */
export function UniversityMark({ university, label, size = 48, lazy = false, className }: UniversityMarkProps) {
  return (
    <img
      src={`/marks/${university.id}.svg`}
      alt={label ?? university.en}
      width={Math.round((size * 48) / 56)}
      height={size}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={className}
    />
  );
}
