import type { Route } from "./+types/robots-txt";
import { robotsTxt } from "~/features/seo/robots-txt";
import { getServices } from "~/lib/app-context.server";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(getServices(context).config.appUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
