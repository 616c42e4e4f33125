import { Mail } from "lucide-react";
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

const MARK = "\u241f";

/**
 * A sentence with the contact address as a link in it: `sentence` is the translation with
 * {{email}} given as `(email) => t(key, { email })`: the link goes where the marker was, so no
 * markup parser has to be in the JavaScript every page loads.
 */
export function SentenceWithContactEmail({ sentence }: { sentence: (email: string) => string }) {
  const { contactEmail } = useRootData();
  const [before, after] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <a href={`mailto:${contactEmail}`} className={textLinkClassName}>
        {contactEmail}
      </a>
      {after}
    </>
  );
}
