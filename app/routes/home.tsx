import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";
import { HomePage } from "~/features/home/home-page";

export default function Home() {
  const { t } = useTranslation("home");
  return (
    <>
      <title>{t("meta.title")}</title>
      <meta name="description" content={t("meta.description")} />
      <HomePage />
    </>
  );
}

export function headers(_: Route.HeadersArgs) {
  return { "Cache-Control": "private, no-cache" };
}
