import { useTranslation } from "~/lib/i18n-react";
import { isChinese } from "~/lib/i18n";

/** Whether the interface is in Chinese: several home sections are shown in only one language. */
export function useIsChinese(): boolean {
  const { i18n } = useTranslation();
  return isChinese(i18n.language);
}
