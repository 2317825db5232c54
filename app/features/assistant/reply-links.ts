import { PUBLIC_ROUTES } from "~/content/public-routes";
import { SITE } from "~/content/site";

/**
 * Splits an assistant reply into text and links, so the widget can render links as real
 * anchors without ever inserting HTML. A reply links only to the site's own public pages and to
 * the site's contact address, each under a readable label:
 * - a Markdown link [label](target) shows its label;
 * - a bare page path (/swift-development, /contact?subject=Quotation+Request) shows the page's
 *   name ("Swift Development", "the contact form (Quotation Request)");
 * - the contact address, bare or as mailto:, shows the address.
 * Anything else (other sites, other addresses, javascript:, //host, unknown paths) stays plain
 * text: a model can be talked into writing any link, and a link in the site's own chat would
 * lend it the site's trust.
 */
export type ReplySegment =
  { kind: "text"; text: string } | { kind: "link"; text: string; href: string; sameSite: boolean };

/** The name a link to each public page shows, as the page calls itself. */
export const PAGE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  PUBLIC_ROUTES.map((route) => [route.path, route.name]),
);

/** The one address a reply may link to by e-mail: the site's own. */
const CONTACT_MAILTO = `mailto:${SITE.email}`;

const PUBLIC_PATHS = new Set(PUBLIC_ROUTES.map((route) => route.path));
/** The articles' and case studies' addresses, which live in D1 rather than in the list above. */
const PUBLICATION_PATH = /^\/(blog|projects)\/[a-z0-9]+(-[a-z0-9]+)*$|^\/projects$/;

const MARKDOWN_LINK = String.raw`\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)`;
// Matched only so that a path inside them is not taken for a link of its own.
const URL = String.raw`(?:[a-z][a-z\d+.-]*:)?\/\/[^\s<>"'()\[\]]+`;
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// A path starts after whitespace, an opening bracket or the start, and has at least one segment.
const PATH = String.raw`(?<=^|[\s(])\/[\w-]+(?:\/[\w-]+)*\/?(?:\?[^\s<>"'()]*)?(?:#[\w-]+)?`;
const LINK = new RegExp(`${MARKDOWN_LINK}|(${URL})|(${EMAIL})|(${PATH})`, "gi");

/** Sentence punctuation after a link belongs to the sentence. */
function trimTrailingPunctuation(link: string): string {
  return link.replace(/[.,;:!?'"]+$/, "");
}

/** A public page's path as listed: without its query, anchor and trailing slash. */
function pagePath(target: string): string {
  const path = target.split(/[?#]/, 1)[0]!;
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/**
 * The link for a target when it is one of the site's public pages or its contact address, or
 * null: no other site, address or scheme is ever linked.
 */
export function safeHref(target: string): { href: string; sameSite: boolean } | null {
  if (/^\/(?![/\\])/.test(target) && (PUBLIC_PATHS.has(pagePath(target)) || PUBLICATION_PATH.test(pagePath(target))))
    return { href: target, sameSite: true };
  if (target.toLowerCase() === CONTACT_MAILTO) return { href: CONTACT_MAILTO, sameSite: false };
  return null;
}

/** The readable label of a bare link: the page's name (with a contact form's subject), or the address. */
export function linkLabel(href: string): string {
  if (href === CONTACT_MAILTO) return SITE.email;
  const name = PAGE_NAMES[pagePath(href)] ?? href;
  const query = href.includes("?") ? href.slice(href.indexOf("?") + 1).split("#", 1)[0]! : "";
  const subject = new URLSearchParams(query).get("subject")?.trim();
  return subject && name === PAGE_NAMES["/contact"] ? `${name} (${subject})` : name;
}

export function splitReplyLinks(reply: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last?.kind === "text") last.text += text;
    else segments.push({ kind: "text", text });
  };

  let position = 0;
  for (const match of reply.matchAll(LINK)) {
    const [whole, label, markdownTarget, url, email, path] = match;
    pushText(reply.slice(position, match.index));
    position = match.index + whole.length;

    if (label !== undefined && markdownTarget !== undefined) {
      const target = safeHref(markdownTarget);
      if (target) segments.push({ kind: "link", text: label, ...target });
      // Not linked, but not hidden either: the visitor sees where the link would have gone.
      else pushText(`${label} (${markdownTarget})`);
      continue;
    }
    const raw = url ?? path ?? email!;
    const linkText = trimTrailingPunctuation(raw);
    // Trimmed punctuation goes back to the text that follows.
    position -= raw.length - linkText.length;
    const target = url ? null : safeHref(email ? `mailto:${linkText}` : linkText);
    if (target) segments.push({ kind: "link", text: linkLabel(target.href), ...target });
    else pushText(linkText);
  }
  pushText(reply.slice(position));
  return segments;
}
