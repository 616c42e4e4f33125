import { data } from "react-router";
import type { Route } from "./+types/flags.$file";
import { readFlagSvg } from "~/lib/flag-svg.server";

export async function loader({ params }: Route.LoaderArgs) {
  const code = /^([a-z]{2})\.svg$/.exec(params.file)?.[1];
  const svg = code ? await readFlagSvg(code) : undefined;
  if (!svg) throw data(null, { status: 404 });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // A country's flag does not change between releases.
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
