import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/lib/i18n-react";
import { useViewer } from "~/lib/use-user";
import { ButtonLink, type ButtonSize, type ButtonVariant } from "~/ui/button-link";

/** The home page's main button: find mentors when signed in, sign up otherwise. */
export function MainCta({
  testId,
  variant = "accent",
  size = "lg",
}: {
  testId?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const { t } = useTranslation("home");
  const viewer = useViewer();
  return (
    <ButtonLink to={viewer ? "/mentors" : "/signup"} variant={variant} size={size} data-testid={testId}>
      {viewer ? t("hero.ctaSignedIn") : t("hero.ctaSignedOut")}
      <ArrowRight className="size-4" aria-hidden="true" />
    </ButtonLink>
  );
}
