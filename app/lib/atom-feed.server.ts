import { Feed } from "feed";
import { SITE } from "../content/site";
import { escapeHtml } from "./html-text";
import { absoluteUrl, pageTitle } from "./seo";

/**
 * Characters XML 1.0 allows nowhere in a document (outside its Char production): the C0 controls
 * but tab and the line breaks, lone surrogates, U+FFFE and U+FFFF. One of them, raw or decoded
 * from a character reference in stored text, makes the whole feed "not well-formed".
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Plain text without the characters XML forbids. */
const xmlText = (text: string) => text.replace(NOT_XML, "");

/**
 * The feed library writes entries' titles and summaries as `type="html"`, which readers render as
 * markup; plain text goes in escaped, so "</script>" in a title is shown as those characters.
 */
const htmlOfText = (text: string) => escapeHtml(xmlText(text));

export interface FeedEntry {
  path: string;
  /** Plain text, shown as written (characters XML forbids are dropped). */
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
    title: xmlText(pageTitle(title)),
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
      title: htmlOfText(entry.title),
      id: url,
      link: url,
      description: htmlOfText(entry.summary),
      date: new Date(entry.published),
      published: new Date(entry.published),
      author: [company],
    });
  }
  return feed.atom1();
}
