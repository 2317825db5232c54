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

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template"],
  allowCommentTag: false,
  onTagAttr(tag: string, name: string, value: string) {
    // Links that leave the site open safely; the attribute itself is allow-listed below.
    if (tag === "a" && name === "target") return value === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html).trim();
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Plain fallback wording, made safe to render in the same place as stored HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
