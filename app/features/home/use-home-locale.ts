import { useTranslation } from "react-i18next";

/** Whether the interface is in Chinese: several home sections are shown in only one language. */
export function useIsChinese(): boolean {
  const { i18n } = useTranslation();
  return i18n.language.toLowerCase().startsWith("zh");
}
