import xss from "xss";

// xss is CommonJS; its named exports are only reachable through the default export in workerd.
const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import("xss");

/**
 * Staff-edited content may contain HTML. Only an allow-list of formatting tags and safe
 * attributes survives: no script or style elements, no event handlers, and no
 * javascript:/data: URLs (the xss library's URL check).
 */
const allowList = getDefaultWhiteList();
for (const tag of Object.keys(allowList)) {
  allowList[tag] = [...(allowList[tag] ?? []), "class"];
}

const filterOptions = {
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template"],
  allowCommentTag: false,
  onTagAttr(tag: string, name: string, value: string) {
    // Links that leave the site open safely; the attribute itself is allow-listed below.
    if (tag === "a" && name === "target") return value === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    return undefined;
  },
};
const filter = new FilterXSS({ ...filterOptions, whiteList: allowList });

/**
 * Text shown inside a heading, paragraph, list item, table cell or button keeps only inline
 * formatting: a stored <p> or <ul> there would be invalid nesting, which the browser repairs by
 * moving elements, and the page would then no longer match what React hydrates.
 */
const INLINE_TAGS = [
  "a",
  "abbr",
  "b",
  "br",
  "code",
  "del",
  "em",
  "i",
  "ins",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
];
INLINE_TAGS.push("sub", "sup", "u");
const inlineFilter = new FilterXSS({
  ...filterOptions,
  whiteList: Object.fromEntries(INLINE_TAGS.map((tag) => [tag, allowList[tag] ?? ["class"]])),
});

/**
 * An article's or case study's text: headings under the page's h1, lists, links, tables, quotes,
 * code, and figures whose pictures are the site's own (uploaded under /media/, or its images under
 * /images/ that the three first articles use), always with alt text and a size.
 */
const ARTICLE_TAGS: Record<string, string[]> = {
  ...Object.fromEntries(INLINE_TAGS.map((tag) => [tag, allowList[tag] ?? []])),
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: ["start"],
  li: [],
  blockquote: [],
  pre: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  figure: [],
  figcaption: [],
  img: ["src", "alt", "width", "height"],
};
const SITE_PICTURE = /^\/(media|images)\/[\w./-]+$/;
const articleFilter = new FilterXSS({
  ...filterOptions,
  whiteList: ARTICLE_TAGS,
  onTagAttr(tag: string, name: string, value: string) {
    if (tag === "img" && name === "src")
      return SITE_PICTURE.test(value) && !value.includes("..") ? `src="${value}"` : "";
    return filterOptions.onTagAttr(tag, name, value);
  },
});

/** A picture without its address (one from elsewhere), alt text or size is left out. */
function completePicture(tag: string): string {
  return /\ssrc="/.test(tag) && /\salt="[^"]*\S/.test(tag) && /\swidth="\d+"/.test(tag) && /\sheight="\d+"/.test(tag)
    ? tag
    : "";
}

export type SanitizeKind = "inline" | "block" | "article";

export function sanitizeHtml(html: string, kind: SanitizeKind = "block"): string {
  if (kind === "article")
    return articleFilter
      .process(html)
      .replace(/<img\b[^>]*>/gi, completePicture)
      .trim();
  return (kind === "inline" ? inlineFilter : filter).process(html).trim();
}

export { escapeHtml } from "~/lib/html-text";
