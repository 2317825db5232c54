import { Feed } from "feed";
import { SITE } from "../content/site";
import { absoluteUrl, pageTitle } from "./seo";

export interface FeedEntry {
  path: string;
  /** Plain text; the feed library escapes it. */
  title: string;
  summary: string;
  /** ISO date. */
  published: string;
}

/** An Atom feed of the given entries, every address on the configured origin. */
export function atomFeed(
  origin: string,
  { title, path, selfPath, entries }: { title: string; path: string; selfPath: string; entries: readonly FeedEntry[] },
): string {
  const latest = entries
    .map((entry) => entry.published)
    .sort()
    .at(-1);
  const company = { name: SITE.name, link: absoluteUrl(origin, "/") };
  const feed = new Feed({
    title: pageTitle(title),
    id: absoluteUrl(origin, path),
    link: absoluteUrl(origin, path),
    language: "en-GB",
    copyright: `© ${SITE.name}`,
    updated: latest ? new Date(latest) : undefined,
    feedLinks: { atom: absoluteUrl(origin, selfPath) },
    author: company,
  });
  for (const entry of entries) {
    const url = absoluteUrl(origin, entry.path);
    feed.addItem({
      title: entry.title,
      id: url,
      link: url,
      description: entry.summary,
      date: new Date(entry.published),
      published: new Date(entry.published),
      author: [company],
    });
  }
  return feed.atom1();
}
