import type { Route } from "./+types/blog.feed.xml";
import { BLOG_PATH } from "~/content/help-connect";
import { BLOG_FEED } from "~/content/articles/links";
import { publicationPath } from "~/features/publishing";
import { listPublished } from "~/features/publishing/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { readConfig } from "~/lib/config.server";

/** The blog's Atom feed: each published article's title and summary, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const entries = (await listPublished(env, "article")).map((article) => ({
    path: publicationPath("article", article.slug),
    title: article.title,
    summary: article.summary,
    published: article.publishedAt,
  }));
  // The feed writer comes with the first feed read, not with every page.
  const { atomFeed } = await import("~/lib/atom-feed.server");
  const xml = atomFeed(readConfig(env).siteUrl, {
    title: BLOG_FEED.title,
    path: BLOG_PATH,
    selfPath: BLOG_FEED.path,
    entries,
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/atom+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${readConfig(env).contentCacheTtlSeconds}`,
    },
  });
}
