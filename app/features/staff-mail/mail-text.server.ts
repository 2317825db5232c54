/**
 * Visitor text on its way into an e-mail. The Email Service builds the MIME message from the
 * fields it is given, but a subject or a name is still one header line: whatever a visitor
 * typed is flattened to one line of printable text there, so it cannot start a header of its
 * own, and escaped in the HTML part, so it cannot become markup.
 */

// Every control character (Unicode category Cc: C0, DEL, C1) and every format character
// (category Cf: the bidi marks, embeddings, overrides and isolates U+200E, U+200F, U+061C,
// U+202A-U+202E, U+2066-U+2069, the zero-width U+200B-U+200D and U+2060-U+2064, U+FEFF, soft
// hyphens, tag characters ...), and the line and paragraph separators: what can reorder, hide
// or break what a mail client shows. Line feed and tab are kept in text blocks.
const UNSAFE_OTHER = "\\p{Cf}\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029";
const UNSAFE_IN_LINE = new RegExp(`[\\t\\n${UNSAFE_OTHER}]+`, "gu");
const UNSAFE_IN_BLOCK = new RegExp(`[${UNSAFE_OTHER}]+`, "gu");
const HAS_UNSAFE = new RegExp(`[\\t\\n${UNSAFE_OTHER}]`, "u");

// Encoded words decoded before the clean-up.
// An RFC 2047 encoded word: =?charset(*language)?B|Q?text?=. Mail clients decode these in any
// header, so "=?utf-8?B?4oCuSW52b2ljZSBmZHAuZXhl?=" typed as a subject shows as U+202E
// "Invoice fdp.exe", reversed: the clean-up must see what the client will show.
const ENCODED_WORD = /=\?([^?\s]+)\?([bq])\?([^?\s]*)\?=/gi;
// Blank space between two encoded words is not shown (RFC 2047, section 6.2).
const BETWEEN_ENCODED_WORDS = /(=\?[^?\s]+\?[bq]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[bq]\?[^?\s]*\?=)/gi;
/** Decoding passes before giving up; each pass undoes one layer of words inside words. */
const MAX_DECODING_PASSES = 4;

function decodeWord(charset: string, encoding: string, text: string): string | null {
  let bytes: Uint8Array;
  if (encoding.toUpperCase() === "B") {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
    try {
      bytes = Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
    } catch {
      return null;
    }
  } else {
    const unescaped = text
      .replace(/_/g, " ")
      .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    bytes = Uint8Array.from(unescaped, (character) => character.charCodeAt(0) & 0xff);
  }
  try {
    return new TextDecoder(charset.replace(/\*.*$/, "")).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Text with every RFC 2047 encoded word decoded as a mail client would (B and Q, any charset
 * the runtime knows, words inside words included). A word that cannot be decoded, and any left
 * after the last pass, loses its "=?" so that no client decodes it later.
 */
export function decodeEncodedWords(value: string): string {
  let text = value;
  for (let pass = 0; pass < MAX_DECODING_PASSES; pass++) {
    const decoded = text
      .replace(BETWEEN_ENCODED_WORDS, "$1")
      .replace(ENCODED_WORD, (word, charset: string, encoding: string, encoded: string) => {
        return decodeWord(charset, encoding, encoded) ?? word.replace("=?", "= ?");
      });
    if (decoded === text) break;
    text = decoded;
  }
  return text.replace(ENCODED_WORD, (word) => word.replace("=?", "= ?"));
}

/**
 * One line of printable text of at most maxCharacters (cut with an ellipsis), with encoded words
 * decoded first, so what is cleaned is what a mail client shows.
 */
export function oneLine(value: string, maxCharacters: number): string {
  // Decoded and cleaned until neither changes anything: dropping a character can join an encoded
  // word ("=\u200b?utf-8?B?...?=") that a client would decode.
  let line = value;
  for (let previous = ""; line !== previous;) {
    previous = line;
    line = decodeEncodedWords(line).replace(UNSAFE_IN_LINE, " ").replace(/\s+/g, " ").trim();
  }
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
