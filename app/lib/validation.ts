import { z } from "zod";
import {
  hasForbiddenAddressCharacters,
  hasForbiddenCharacters,
  normalizedAddress,
  notAllowedMessage,
  type TextKind,
} from "./visitor-text";

// zod compiles object parsers with `new Function` when it may; the pages' Content-Security-Policy
// forbids eval, and the browser reports every refused attempt. Parse without it, everywhere.
z.config({ jitless: true });

/**
 * One way to check input at every boundary (forms in the browser, JSON and form bodies on the
 * server, queue messages): a zod schema, run by `validate`, which answers in one shape.
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type Validation<T, Field extends string = string> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** The first problem, in the order the fields are declared: what a one-line answer says. */
      error: string;
      /** The first problem of each field, by field name. */
      fieldErrors: FieldErrors<Field>;
    };

export function validate<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): Validation<z.output<Schema>, Extract<keyof z.input<Schema>, string>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return { ok: false, error: result.error.issues[0]!.message, fieldErrors };
}

/** The "simple email pattern": something@something.something, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters as a visitor counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** At most `max` characters, counted as a visitor counts them. */
export const maxCharacters = (max: number, message: string) =>
  z.string().refine((value) => characterCount(value) <= max, message);

/** A zod check refusing the characters a field of this kind may not hold, with `message`. */
export const allowedCharacters = (kind: TextKind, message: string) =>
  z.string().refine((value) => !hasForbiddenCharacters(value, kind), message);

/**
 * What a text field refuses beyond its length: `notAllowed` is the message for characters the
 * field may not hold (see visitor-text.ts); `kind` says whether tabs and line breaks are allowed.
 * Required of every visitor field, so none can be declared without it.
 */
interface CharacterRule {
  notAllowed: string;
  kind?: TextKind;
}

/**
 * Text that may be absent (undefined or null reads as empty), trimmed, at most `max` characters
 * and free of forbidden characters; anything but text is refused with `notText`.
 */
export function optionalText(max: number, messages: { notText: string; tooLong: string } & CharacterRule) {
  return z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: messages.notText })
      .trim()
      .pipe(maxCharacters(max, messages.tooLong))
      .pipe(allowedCharacters(messages.kind ?? "single-line", messages.notAllowed)),
  );
}

/**
 * Required text: trimmed, not empty, at most `max` characters, free of forbidden characters.
 * Non-text reads as empty.
 */
export function requiredText(max: number, messages: { required: string; tooLong: string } & CharacterRule) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z
      .string()
      .trim()
      .min(1, messages.required)
      .pipe(maxCharacters(max, messages.tooLong))
      .pipe(allowedCharacters(messages.kind ?? "single-line", messages.notAllowed)),
  );
}

/**
 * A required e-mail address: trimmed, at most `max` characters, refused with `invalid` (the spec's
 * "Email address is invalid.") when it holds a control or format character or is not of the simple
 * pattern, and stored in NFC (see visitor-text.ts).
 */
export function emailAddress(max: number, messages: { required: string; tooLong: string; invalid: string }) {
  return requiredText(max, { required: messages.required, tooLong: messages.tooLong, notAllowed: messages.invalid })
    .pipe(z.string().refine((value) => !hasForbiddenAddressCharacters(value), messages.invalid))
    .transform(normalizedAddress)
    .pipe(z.string().regex(EMAIL_PATTERN, messages.invalid));
}

export const NOT_AN_OBJECT = "The request must be a JSON object.";

/**
 * Optional text fields may be absent or null; anything else must be text within the cap and
 * without forbidden characters (tabs and new lines only where the widget has a textarea).
 */
export const optionalField = (label: string, maxChars: number, kind: TextKind = "single-line") =>
  optionalText(maxChars, {
    notText: `${label} must be text.`,
    tooLong: `${label} is too long (maximum ${maxChars} characters).`,
    notAllowed: notAllowedMessage(label),
    kind,
  });
