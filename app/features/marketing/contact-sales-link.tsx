import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useRootData } from "~/lib/use-user";
import { buttonClassName, textLinkClassName, type ButtonVariant } from "~/ui/button-link";

/** 'Contact Sales': an email to the site's contact address (root data), subject in the reader's language. */
export function ContactSalesLink({ label, subject, variant = "outline-light" }: { label: string; subject: string; variant?: ButtonVariant }) {
  const { contactEmail } = useRootData();
  return (
    <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`} className={buttonClassName({ variant, size: "lg" })}>
      <Mail className="size-5" aria-hidden="true" />
      {label}
    </a>
  );
}

/** The contact address as an inline link inside a sentence (a <Trans> component slot). */
export function ContactEmailLink({ children }: { children?: ReactNode }) {
  const { contactEmail } = useRootData();
  return (
    <a href={`mailto:${contactEmail}`} className={textLinkClassName}>
      {children}
    </a>
  );
}
