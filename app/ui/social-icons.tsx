import type { ReactNode, SVGProps } from "react";

// Simplified, locally drawn marks for social links (the icon set ships no brand logos).
// Decorative: the link that wraps an icon carries the accessible name.

type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function LinkedInIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <rect x="6" y="10" width="2.6" height="8" fill="var(--icon-cutout, #0f1733)" />
      <circle cx="7.3" cy="6.9" r="1.55" fill="var(--icon-cutout, #0f1733)" />
      <path
        d="M10.8 10h2.5v1.2c.5-.8 1.5-1.4 2.8-1.4 2 0 3.2 1.3 3.2 3.8V18h-2.6v-4c0-1.2-.5-1.9-1.5-1.9s-1.8.7-1.8 1.9v4h-2.6z"
        fill="var(--icon-cutout, #0f1733)"
      />
    </Icon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </Icon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3.5 3.5h5.2L20.5 20.5h-5.2z" fill="currentColor" />
      <path d="M20 3.8 13.6 11M10.4 13.2 4 20.2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </Icon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="m10 9 5 3-5 3z" fill="var(--icon-cutout, #0f1733)" />
    </Icon>
  );
}
