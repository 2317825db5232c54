/**
 * Visitor text on its way into an e-mail. The Email Service builds the MIME message from the
 * fields it is given, but a subject or a name is still one header line: whatever a visitor
 * typed is flattened to one line of printable text there, so it cannot start a header of its
 * own, and escaped in the HTML part, so it cannot become markup.
 */

// C0 and C1 controls, DEL, and the Unicode line/paragraph separators and bidi overrides that
// can reorder or break what a mail client shows. Line feed and tab are kept in text blocks.
const UNSAFE_OTHER = "\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069";
const UNSAFE_IN_LINE = new RegExp(`[\\t\\n${UNSAFE_OTHER}]+`, "g");
const UNSAFE_IN_BLOCK = new RegExp(`[${UNSAFE_OTHER}]+`, "g");
const HAS_UNSAFE = new RegExp(`[\\t\\n${UNSAFE_OTHER}]`);

/** One line of printable text of at most maxCharacters (cut with an ellipsis). */
export function oneLine(value: string, maxCharacters: number): string {
  const line = value.replace(UNSAFE_IN_LINE, " ").replace(/\s+/g, " ").trim();
  const characters = [...line];
  return characters.length <= maxCharacters
    ? line
    : `${characters
        .slice(0, maxCharacters - 1)
        .join("")
        .trimEnd()}…`;
}

/** Text that keeps its lines and tabs, without any other control character. */
export function textBlock(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(UNSAFE_IN_BLOCK, "").trim();
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

// One address, nothing around it: no display name, comment, group, second address or line break.
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

/**
 * The visitor's address as a Reply-To, or undefined when it is anything but one plain address
 * (the form's own check is looser than a mail header needs).
 */
export function replyAddress(email: string, name: string): EmailAddress | undefined {
  if (email.length > 254 || !PLAIN_ADDRESS.test(email) || HAS_UNSAFE.test(email)) return undefined;
  return { email, name: oneLine(name.replace(/["\\<>]/g, ""), 80) };
}
