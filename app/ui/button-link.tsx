import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "accent" | "outline" | "outline-light" | "ghost";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  accent: "bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300 focus-ring-accent-300",
  outline: "border border-brand-200 bg-white text-brand-700 hover:border-brand-300 hover:bg-brand-50",
  "outline-light": "border border-white/40 text-white hover:border-white hover:bg-white/10 focus-ring-accent-300",
  ghost: "text-brand-700 hover:bg-brand-50",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

/** Class names shared by link-buttons and real buttons so both look the same. */
export function buttonClassName({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}

/** An inline text link (in a sentence, under a form). */
export const textLinkClassName =
  "rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:focus-ring";

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A router <Link> styled as a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClassName({ variant, size, className: typeof className === "string" ? className : undefined })} />;
}
