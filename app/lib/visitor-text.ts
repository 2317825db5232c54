/**
 * Which characters a visitor may type. Whatever a visitor sends is stored, mailed to staff, shown
 * in the staff terminal and echoed back into pages; control characters have no business in any
 * of those places. A NUL cuts strings short in some tools, ESC starts terminal sequences, C1
 * codes are read as ESC-equivalents by some terminals, and bidi overrides make a name or subject
 * display as something other than what it is. So they are refused at the boundary rather than
 * escaped everywhere text goes later. No zod here: the chat widget, on every page, uses these
 * checks without the schema library.
 *
 * Both kinds refuse text that is not well-formed Unicode (a lone surrogate, which is stored as
 * ill-formed UTF-8) and every format character (Unicode category Cf: zero-width spaces, bidi marks,
 * embeddings, overrides and isolates, the byte-order mark, tag characters, soft hyphens) but the
 * zero-width joiner and non-joiner (U+200D, U+200C), which emoji sequences and several scripts
 * need. An invisible character makes text look like something it is not: "ada@example.com" with a
 * U+200B is another address to every lookup.
 *
 * - "single-line" (names, e-mail addresses, subjects, titles, keywords, a chat message): no C0
 *   control at all (tab and line breaks included), no DEL, no C1, no line or paragraph
 *   separator.
 * - "multi-line" (the contact message, the topic generator's product details): tab, line feed
 *   and carriage return followed by line feed (what browsers submit for a textarea's new line)
 *   are allowed; every other C0 control, a lone carriage return, DEL and C1 are refused.
 */
export type TextKind = "single-line" | "multi-line";

// C0 except tab, line feed and carriage return; DEL; C1. Spelled with escapes so the source
// holds no invisible characters.
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_EXCEPT_TAB_AND_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LONE_CARRIAGE_RETURN = /\r(?!\n)/u;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
/** U+2028/U+2029, the line and paragraph separators. */
const SEPARATORS = /[\u2028\u2029]/u;
/** Format characters (Cf) but the zero-width non-joiner and joiner. */
const FORMAT_EXCEPT_JOINERS = /(?![\u200C\u200D])\p{Cf}/u;
/** A surrogate on its own (in a `u` pattern a pair is one code point, so only lone halves match). */
const LONE_SURROGATE = /\p{Cs}/u;

const global = (pattern: RegExp) => new RegExp(pattern.source, "gu");
const REMOVED: Record<TextKind, RegExp[]> = {
  "single-line": [ANY_CONTROL, SEPARATORS, FORMAT_EXCEPT_JOINERS, LONE_SURROGATE].map(global),
  "multi-line": [CONTROL_EXCEPT_TAB_AND_BREAKS, LONE_CARRIAGE_RETURN, FORMAT_EXCEPT_JOINERS, LONE_SURROGATE].map(
    global,
  ),
};

/** True when `value` holds a character a visitor may not send in a field of this kind. */
export function hasForbiddenCharacters(value: string, kind: TextKind): boolean {
  if (!value.isWellFormed() || FORMAT_EXCEPT_JOINERS.test(value)) return true;
  if (kind === "multi-line") return CONTROL_EXCEPT_TAB_AND_BREAKS.test(value) || LONE_CARRIAGE_RETURN.test(value);
  return ANY_CONTROL.test(value) || SEPARATORS.test(value);
}

/** Any format character (Cf), the joiners included: none belongs in an e-mail address. */
const ANY_FORMAT = /\p{Cf}/u;

/** True when an e-mail address holds a character no address may: those of a single line, and every format character. */
export function hasForbiddenAddressCharacters(value: string): boolean {
  return hasForbiddenCharacters(value, "single-line") || ANY_FORMAT.test(value);
}

/**
 * An e-mail address as the site stores and looks it up: trimmed and in Unicode's composed form
 * (NFC), so a letter typed as one character or as a letter and a combining accent is the same address.
 */
export const normalizedAddress = (value: string) => value.trim().normalize("NFC");

/**
 * An address as typed into a privacy lookup (an access or erasure request): normalized as stored
 * addresses are, with format characters dropped, so a pasted U+200B does not hide the person.
 */
export const addressForLookup = (value: string) => normalizedAddress(value.replace(global(ANY_FORMAT), ""));

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
