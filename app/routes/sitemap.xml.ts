import type { Route } from "./+types/sitemap.xml";
import { SITEMAP_PATHS } from "~/content/public-routes";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { readConfig } from "~/lib/config.server";
import { sitemapXml } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(readConfig(workerEnv(context)).siteUrl, SITEMAP_PATHS), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
