import type { Route } from "./+types/sitemap.xml";
import { SITEMAP_PATHS } from "~/content/public-routes";
import { publishedPaths } from "~/features/publishing/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { readConfig } from "~/lib/config.server";
import { sitemapXml } from "~/lib/seo";

/** Every page's address, the published articles and case studies (from D1) among them. */
export async function loader({ context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const paths = [...SITEMAP_PATHS, ...(await publishedPaths(env))];
  return new Response(sitemapXml(readConfig(env).siteUrl, paths), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${readConfig(env).contentCacheTtlSeconds}`,
    },
  });
}
