// Stored text comes from visitors (enquiries, voice ideas) and from whoever last edited a page, so
// printing it raw would let it drive the staff member's terminal: clear the screen, retitle the
// window, plant a hyperlink whose target differs from its text, or reorder what is shown with bidi
// overrides. Every stored value goes through these functions before it is printed.

/** Bidi controls that reorder the text around them: embeddings, overrides, isolates and marks. */
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);

const SHORT: Record<string, string> = { "\t": "\\t", "\n": "\\n", "\r": "\\r", "\\": "\\\\" };

function escapeChar(char: string): string {
  const short = SHORT[char];
  if (short) return short;
  const code = char.codePointAt(0)!;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, "0")}`;
  return `\\u${code.toString(16).padStart(4, "0")}`;
}

function needsEscape(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || BIDI.has(code);
}

/**
 * One line of text safe to print: control characters (C0, DEL, C1, newlines included) and bidi
 * controls are written as escapes (ESC as `\x1b`, CR as `\r`, U+202E as `\u202e`), never sent to
 * the terminal. A backslash is doubled, so an escape in the output always stands for the
 * character and never for text that merely looks like one.
 */
export function safeLine(text: string): string {
  let out = "";
  for (const char of text) {
    out += char === "\\" || needsEscape(char.codePointAt(0)!) ? escapeChar(char) : char;
  }
  return out;
}

/**
 * A value that may run over several lines, safe to print: each line as `safeLine` makes it, the
 * lines after the first indented by `indent` so that they stay under their label. Only LF (and
 * the CRLF pair) starts a new line; a bare CR, which would return the cursor and let the rest of
 * the line overwrite what was printed, stays escaped.
 */
export function safeLines(text: string, indent: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => safeLine(line))
    .join(`\n${indent}`);
}
