import type { Route } from "./+types/robots.txt";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { readConfig } from "~/lib/config.server";
import { robotsTxt } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(readConfig(workerEnv(context)).siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
