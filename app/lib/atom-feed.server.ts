import { SITE } from "../content/site";
import { escapeHtml } from "./html-text";
import { absoluteUrl, pageTitle } from "./seo";

/**
 * Characters XML 1.0 allows nowhere in a document (outside its Char production): the C0 controls
 * but tab and the line breaks, lone surrogates, U+FFFE and U+FFFF. One of them, raw or decoded
 * from a character reference in stored text, makes the whole feed "not well-formed".
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data: without the characters XML forbids, markup characters escaped. */
const xmlText = (text: string) => escapeHtml(text.replace(NOT_XML, ""));

export interface FeedEntry {
  path: string;
  /** Plain text, shown as written (characters XML forbids are dropped). */
  title: string;
  summary: string;
  /** ISO date. */
  published: string;
}

/**
 * An Atom 1.0 feed of the given entries, every address on the configured origin. Written here
 * rather than by a feed library: the one used before brought an XML reader and writer (14 KiB
 * gzip of the Worker's upload) for these few elements. Titles and summaries are text constructs
 * (Atom's default type), so readers show them as written, never as markup.
 */
export function atomFeed(
  origin: string,
  { title, path, selfPath, entries }: { title: string; path: string; selfPath: string; entries: readonly FeedEntry[] },
): string {
  const latest = entries
    .map((entry) => entry.published)
    .sort()
    .at(-1);
  const updated = latest ? new Date(latest).toISOString() : new Date().toISOString();
  const author = `<author><name>${xmlText(SITE.name)}</name><uri>${xmlText(absoluteUrl(origin, "/"))}</uri></author>`;
  const items = entries.map((entry) => {
    const url = xmlText(absoluteUrl(origin, entry.path));
    const published = new Date(entry.published).toISOString();
    return `  <entry>
    <title>${xmlText(entry.title)}</title>
    <id>${url}</id>
    <link href="${url}"/>
    <published>${published}</published>
    <updated>${published}</updated>
    <summary>${xmlText(entry.summary)}</summary>
    ${author}
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">
  <id>${xmlText(absoluteUrl(origin, path))}</id>
  <title>${xmlText(pageTitle(title))}</title>
  <updated>${updated}</updated>
  <link rel="alternate" href="${xmlText(absoluteUrl(origin, path))}"/>
  <link rel="self" href="${xmlText(absoluteUrl(origin, selfPath))}"/>
  <rights>© ${xmlText(SITE.name)}</rights>
  ${author}
${items.join("\n")}
</feed>
`;
}
