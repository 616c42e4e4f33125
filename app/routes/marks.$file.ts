import { data } from "react-router";
import { svgResponse } from "~/lib/svg-response";
import type { Route } from "./+types/marks.$file";
import { findUniversity } from "~content/universities";
import { universityMarkSvg } from "~/ui/university-mark-svg";

export function loader({ params }: Route.LoaderArgs) {
  const id = /^([a-z0-9-]{1,80})\.svg$/.exec(params.file)?.[1];
  const university = id ? findUniversity(id) : undefined;
  if (!university) throw data(null, { status: 404 });
  return svgResponse(universityMarkSvg(university), "public, max-age=86400, stale-while-revalidate=604800");
}
