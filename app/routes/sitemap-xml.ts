import type { Route } from "./+types/sitemap-xml";
import { listSitemapUrls, sitemapXml } from "~/features/seo/build-sitemap.server";
import { getServices } from "~/lib/app-context.server";

// Public data only, the same for everyone: caches may keep it for an hour.
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config, clock, sharedReads } = getServices(context);
  const xml = await sharedReads.get("sitemap", async () => sitemapXml(await listSitemapUrls(db, config.appUrl, clock.now())));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
