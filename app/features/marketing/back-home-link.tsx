import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/i18n-react";
import { textLinkClassName } from "~/ui/button-link";

/** 'Back to Home' at the end of a marketing page (spec). */
export function BackHomeLink() {
  const { t } = useTranslation("marketing");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link to="/" className={`inline-flex items-center gap-2 ${textLinkClassName}`}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("backHome")}
      </Link>
    </div>
  );
}
