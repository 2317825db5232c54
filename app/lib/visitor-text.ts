/**
 * Which characters a visitor may type. Whatever a visitor sends is stored, mailed to staff, shown
 * in the staff terminal and echoed back into pages; control characters have no business in any
 * of those places. A NUL cuts strings short in some tools, ESC starts terminal sequences, C1
 * codes are read as ESC-equivalents by some terminals, and bidi overrides make a name or subject
 * display as something other than what it is. So they are refused at the boundary rather than
 * escaped everywhere text goes later. No zod here: the chat widget, on every page, uses these
 * checks without the schema library.
 *
 * - "single-line" (names, e-mail addresses, subjects, titles, keywords, a chat message): no C0
 *   control at all (tab and line breaks included), no DEL, no C1, no line or paragraph
 *   separator, and no bidi embedding, override or isolate.
 * - "multi-line" (the contact message, the topic generator's product details): tab, line feed
 *   and carriage return followed by line feed (what browsers submit for a textarea's new line)
 *   are allowed; every other C0 control, a lone carriage return, DEL and C1 are refused. Bidi
 *   controls stay allowed there: writers of right-to-left languages use them in running text.
 */
export type TextKind = "single-line" | "multi-line";

// C0 except tab, line feed and carriage return; DEL; C1. Spelled with escapes so the source
// holds no invisible characters.
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_EXCEPT_TAB_AND_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LONE_CARRIAGE_RETURN = /\r(?!\n)/u;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
/** U+2028/U+2029 line and paragraph separators, U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates. */
const SEPARATORS_AND_BIDI = /[\u2028-\u202E\u2066-\u2069]/u;

const global = (pattern: RegExp) => new RegExp(pattern.source, "gu");
const REMOVED: Record<TextKind, RegExp[]> = {
  "single-line": [global(ANY_CONTROL), global(SEPARATORS_AND_BIDI)],
  "multi-line": [global(CONTROL_EXCEPT_TAB_AND_BREAKS), global(LONE_CARRIAGE_RETURN)],
};

/** True when `value` holds a character a visitor may not send in a field of this kind. */
export function hasForbiddenCharacters(value: string, kind: TextKind): boolean {
  if (kind === "multi-line") return CONTROL_EXCEPT_TAB_AND_BREAKS.test(value) || LONE_CARRIAGE_RETURN.test(value);
  return ANY_CONTROL.test(value) || SEPARATORS_AND_BIDI.test(value);
}

/** `value` without the characters a field of this kind refuses: for text that is cleaned, not refused. */
export function withoutForbiddenCharacters(value: string, kind: TextKind = "single-line"): string {
  return REMOVED[kind].reduce((text, pattern) => text.replace(pattern, ""), value);
}

/** The first `max` characters of `value`, counted as a visitor counts them (an emoji is one). */
export function firstCharacters(value: string, max: number): string {
  let result = "";
  let count = 0;
  for (const character of value) {
    if (count === max) break;
    result += character;
    count++;
  }
  return result;
}

/**
 * A value read from the address (`?subject=`) and put into a form: forbidden characters dropped,
 * then at most `max` characters, so a crafted link can neither smuggle control characters into
 * the page nor make it any larger than the field itself allows.
 */
export function echoedText(value: string | null, max: number): string {
  if (value === null) return "";
  return firstCharacters(withoutForbiddenCharacters(value), max).trim();
}

/** "{Field} contains characters that are not allowed." */
export const notAllowedMessage = (field: string) => `${field} contains characters that are not allowed.`;
