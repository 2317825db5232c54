import type { Route } from "./+types/blog.feed.xml";
import { BLOG_PATH } from "~/content/help-connect";
import { ARTICLES } from "~/content/articles";
import { articlePath, BLOG_FEED } from "~/content/articles/links";
import type { ArticleCopy } from "~/content/articles/article-types";
import { pageCopy } from "~/features/managed-content";
import { loadPagesContent } from "~/features/managed-content/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { readConfig } from "~/lib/config.server";
import { htmlToText } from "~/lib/html-text";

/** The blog's Atom feed: each article's title and opening paragraph as staff last edited them. */
export async function loader({ context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const contents = await loadPagesContent(
    env,
    ARTICLES.map((article) => article.page.page),
  );
  const entries = ARTICLES.map((article, index) => {
    const copy = pageCopy<ArticleCopy>(article.page, contents[index]!);
    return {
      path: articlePath(article.slug),
      title: htmlToText(copy.title),
      summary: htmlToText(copy.intro[0] ?? ""),
      published: article.published,
    };
  });
  // The feed writer comes with the first feed read, not with every page.
  const { atomFeed } = await import("~/lib/atom-feed.server");
  const xml = atomFeed(readConfig(env).siteUrl, {
    title: BLOG_FEED.title,
    path: BLOG_PATH,
    selfPath: BLOG_FEED.path,
    entries,
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
