/**
 * Splits an assistant reply into text and links, so the widget can render links as real
 * anchors without ever inserting HTML. Recognised: Markdown links [label](target), http(s)
 * URLs, e-mail addresses and same-site paths such as /swift-development or
 * /contact?subject=Swift+Development+Inquiry. Anything else stays plain text.
 */
export type ReplySegment =
  { kind: "text"; text: string } | { kind: "link"; text: string; href: string; sameSite: boolean };

const MARKDOWN_LINK = String.raw`\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)`;
const URL = String.raw`https?:\/\/[^\s<>"'()\[\]]+`;
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
// A path starts after whitespace, an opening bracket or the start, and has at least one segment.
const PATH = String.raw`(?<=^|[\s(])\/[\w-]+(?:\/[\w-]+)*\/?(?:\?[^\s<>"'()]*)?(?:#[\w-]+)?`;
const LINK = new RegExp(`${MARKDOWN_LINK}|(${URL})|(${EMAIL})|(${PATH})`, "g");

/** Sentence punctuation after a link belongs to the sentence. */
function trimTrailingPunctuation(link: string): string {
  return link.replace(/[.,;:!?'"]+$/, "");
}

/** The href for a link target, or null when it is neither same-site nor http(s)/mailto. */
export function safeHref(target: string): { href: string; sameSite: boolean } | null {
  if (/^\/(?![/\\])/.test(target)) return { href: target, sameSite: true };
  if (/^mailto:[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/i.test(target)) return { href: target, sameSite: false };
  try {
    const url = new globalThis.URL(target);
    return url.protocol === "http:" || url.protocol === "https:" ? { href: url.href, sameSite: false } : null;
  } catch {
    return null;
  }
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
      else pushText(label);
      continue;
    }
    const raw = url ?? path ?? email!;
    const linkText = trimTrailingPunctuation(raw);
    // Trimmed punctuation goes back to the text that follows.
    position -= raw.length - linkText.length;
    const target = safeHref(email ? `mailto:${linkText}` : linkText);
    if (target) segments.push({ kind: "link", text: linkText, ...target });
    else pushText(linkText);
  }
  pushText(reply.slice(position));
  return segments;
}
