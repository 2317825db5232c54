import type { Element, Nodes, Root, RootContent } from "hast";
import { fromParse5 } from "hast-util-from-parse5";
import { sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { parseFragment } from "parse5";

/**
 * Staff-edited HTML as the site shows it (decision 0067). The text is parsed as a browser parses
 * it (parse5, turned into a tree by hast-util-from-parse5), the tree is cut down to an allow-list
 * (hast-util-sanitize) and written out again (hast-util-to-html): every element is closed, a stray
 * closing tag is gone, so stored text cannot close the section it is shown in or open anything
 * after it. What survives is what the editors produce:
 *
 * - "label" (the text of a link or button, such as a card's "Learn More"): strong and em only. A
 *   link inside a link is invalid HTML, which the browser repairs by closing the outer link, and
 *   the card or button breaks apart.
 * - "inline" (text inside a heading, paragraph, list item or table cell): line breaks and links
 *   besides. A stored <p> or <ul> there would be invalid nesting, which the browser repairs by
 *   moving elements, and the page would then no longer match what React hydrates.
 * - "block" (a section of its own): paragraphs and lists besides.
 * - "article" (an article's body): headings h2–h4, tables, quotes, code, rules, figures and
 *   pictures served by the site besides.
 *
 * Links go to http, https, mailto and tel addresses or to a path on the site; a picture's source
 * is a path under /media/ or /images/articles/ and it needs its alt text. `class` keeps only the names the prose
 * styles give meaning to. Comments, scripts, styles and event handlers never survive.
 */
export type SanitizeKind = "label" | "inline" | "block" | "article";

const LABEL_TAGS = ["em", "strong"];
const INLINE_TAGS = [...LABEL_TAGS, "a", "br"];
const BLOCK_TAGS = [...INLINE_TAGS, "p", "ul", "ol", "li"];
const ARTICLE_TAGS = [
  ...BLOCK_TAGS,
  ...["h2", "h3", "h4", "blockquote", "pre", "code", "hr", "figure", "figcaption", "img"],
  ...["table", "thead", "tbody", "tr", "th", "td"],
];

/** Elements removed with everything inside them (their text is code or data, not prose). */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "embed",
  "noscript",
  "textarea",
  "title",
  "svg",
  "math",
];

/** http(s), mailto and tel addresses, or a path on the site ("/…", not "//host" or "/\host"). */
const LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;
/**
 * A picture the site serves itself: a plain path under /media/ (uploaded pictures) or
 * /images/articles/ (the diagrams of the first three articles), no "..", no query.
 */
const MEDIA_PATH = /^\/(?:media|images\/articles)\/(?!.*\.\.)[\w\-./]+$/;
const SPAN = /^[1-9]\d?$/;
const DIMENSION = /^[1-9]\d{0,3}$/;

/** The class names the prose styles (app/styles/components.css) give meaning to, by element. */
const PROSE_CLASSES: Record<string, string[]> = {
  ul: ["check-list", "check-list--cross"],
  ol: ["check-list"],
  table: ["info-table"],
  blockquote: ["quote"],
  figure: ["article-figure"],
};

function schemaFor(tagNames: string[]): Schema {
  const allowed = new Set(tagNames);
  const attributes: Schema["attributes"] = { a: [["href", LINK]] };
  for (const [tag, names] of Object.entries(PROSE_CLASSES)) {
    if (allowed.has(tag)) attributes[tag] = [["className", ...names]];
  }
  if (allowed.has("img")) {
    attributes.img = [
      ["src", MEDIA_PATH],
      "alt",
      ["width", DIMENSION],
      ["height", DIMENSION],
      ["loading", "lazy", "eager"],
    ];
  }
  if (allowed.has("table")) {
    attributes.th = [
      ["colSpan", SPAN],
      ["rowSpan", SPAN],
    ];
    attributes.td = attributes.th;
  }
  return {
    tagNames,
    attributes,
    protocols: { href: ["http", "https", "mailto", "tel"] },
    // Parts of a list or table outside one are unwrapped: the browser would drop or move them.
    ancestors: {
      li: ["ul", "ol"],
      tr: ["table"],
      thead: ["table"],
      tbody: ["table"],
      th: ["tr"],
      td: ["tr"],
      figcaption: ["figure"],
    },
    required: {},
    clobber: [],
    clobberPrefix: "",
    strip: DROPPED_WITH_CONTENT,
    allowComments: false,
    allowDoctypes: false,
  };
}

const SCHEMAS: Record<SanitizeKind, Schema> = {
  label: schemaFor(LABEL_TAGS),
  inline: schemaFor(INLINE_TAGS),
  block: schemaFor(BLOCK_TAGS),
  article: schemaFor(ARTICLE_TAGS),
};

/** A picture without a source the site serves or without alt text is left out. */
function withoutIncompletePictures<T extends Root | Element>(node: T): T {
  node.children = node.children.filter(
    (child) =>
      child.type !== "element" ||
      child.tagName !== "img" ||
      (typeof child.properties.src === "string" && typeof child.properties.alt === "string"),
  ) as T["children"];
  for (const child of node.children as RootContent[]) {
    if (child.type === "element") withoutIncompletePictures(child);
  }
  return node;
}

function onePass(html: string, kind: SanitizeKind): string {
  const tree = sanitize(fromParse5(parseFragment(html, { scriptingEnabled: false })), SCHEMAS[kind]) as Nodes;
  const root: Root = tree.type === "root" ? tree : { type: "root", children: [tree as RootContent] };
  const clean = kind === "article" ? withoutIncompletePictures(root) : root;
  return toHtml(clean, { characterReferences: { useNamedReferences: true } }).trim();
}

/**
 * Removing an element can leave its neighbours in an order the browser's parser rearranges, so
 * the result is parsed again until it reads back as written (twice, in practice).
 */
function sanitizeUncached(html: string, kind: SanitizeKind): string {
  let result = onePass(html, kind);
  for (let pass = 0; pass < 3; pass++) {
    const again = onePass(result, kind);
    if (again === result) break;
    result = again;
  }
  return result;
}

/**
 * Stored text is sanitised every time it is read (rows saved under older rules included), which
 * costs a few milliseconds a section; the results of the latest values are kept per isolate.
 */
const MEMO_ENTRIES = 256;
const MEMO_MAX_CHARS = 20_000;
const memo = new Map<string, string>();

/** `html` as the site may show it for a section of this kind (see SanitizeKind). */
export function sanitizeHtml(html: string, kind: SanitizeKind = "block"): string {
  if (html.length > MEMO_MAX_CHARS) return sanitizeUncached(html, kind);
  const key = `${kind}\u0000${html}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const clean = sanitizeUncached(html, kind);
  if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  memo.set(key, clean);
  return clean;
}

export { escapeHtml } from "~/lib/html-text";
