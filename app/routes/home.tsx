import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";
import { HomePage } from "~/features/home/home-page";
import { listMentorUniversities } from "~/features/home/list-mentor-universities.server";
import { getServices } from "~/lib/app-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { universityIds: await listMentorUniversities(getServices(context).db) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <title>{t("meta.title")}</title>
      <meta name="description" content={t("meta.description")} />
      <HomePage universityIds={loaderData.universityIds} />
    </>
  );
}
