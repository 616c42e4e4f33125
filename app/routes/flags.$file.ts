import { data } from "react-router";
import { svgResponse } from "~/lib/svg-response";
import type { Route } from "./+types/flags.$file";
import { readFlagSvg } from "~/lib/flag-svg.server";

export async function loader({ params }: Route.LoaderArgs) {
  const code = /^([a-z]{2})\.svg$/.exec(params.file)?.[1];
  const svg = code ? await readFlagSvg(code) : undefined;
  if (!svg) throw data(null, { status: 404 });
  // A country's flag does not change between releases.
  return svgResponse(svg, "public, max-age=31536000, immutable");
}
