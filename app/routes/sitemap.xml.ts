import type { Route } from "./+types/sitemap.xml";
import { SITEMAP_PATHS } from "~/content/public-routes";
import { sitemapXml } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(new URL(request.url).origin, SITEMAP_PATHS), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
