import type { SubmissionResult } from "@conform-to/react";
import { echoedText, firstCharacters, withoutForbiddenCharacters } from "~/lib/visitor-text";

/**
 * The contact form's fields and limits. Its rules (zod) and their messages are in contact-schema.ts.
 */

/** First is the default. */
export const INQUIRY_TYPES = [
  "Project Inquiry",
  "Technical Support",
  "Partnership Opportunity",
  "Consultancy Request",
  "Swift Development Inquiry",
  "Quotation Request",
  "General Question",
  "Feedback",
  "Other",
] as const;

export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const DEFAULT_INQUIRY_TYPE: InquiryType = INQUIRY_TYPES[0];

/** The form's field names are the spec's state names, in the order the form shows them. */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "inquiryType", "subject", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

export type ContactFormValues = Record<ContactField, string>;

/** The hidden field the page's script fills with the site page the visitor came from (page-trail.ts). */
export const SOURCE_PATH_FIELD = "sourcePath";

/** Name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

export const MESSAGE_MIN_LENGTH = 10;

/** Longest accepted value per field, in characters. Longer input is refused, never cut. */
export const CONTACT_MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const satisfies Partial<Record<ContactField, number>>;

export function isInquiryType(value: unknown): value is InquiryType {
  return (INQUIRY_TYPES as readonly unknown[]).includes(value);
}

export function emptyContactForm(): ContactFormValues {
  return { firstName: "", lastName: "", email: "", subject: "", message: "", inquiryType: DEFAULT_INQUIRY_TYPE };
}

/**
 * `?subject=` prefills the subject, without forbidden characters and cut to the field's own
 * limit (a crafted link must not make the page bigger than the form allows); `?inquiryType=`
 * picks the type when it is exactly a known one; failing that, a subject that is exactly a type
 * picks it (the chat's quotation link, ?subject=Quotation+Request); otherwise the default.
 */
export function contactFormFromQuery(query: URLSearchParams): ContactFormValues {
  const subject = echoedText(query.get("subject"), CONTACT_MAX_LENGTHS.subject);
  const inquiryType = [query.get("inquiryType"), subject].find(isInquiryType) ?? DEFAULT_INQUIRY_TYPE;
  return { ...emptyContactForm(), subject, inquiryType };
}

/**
 * The longest value a field can echo: its own limit, or the longest inquiry type. A function, not
 * a table built at load: the browser's bundle keeps a top-level table it cannot prove unused, and
 * only the server echoes values.
 */
function echoLimit(field: ContactField): number {
  return field === "inquiryType" ? Math.max(...INQUIRY_TYPES.map((type) => type.length)) : CONTACT_MAX_LENGTHS[field];
}

/**
 * The entered values as the action sends them back into the page for correcting: without the
 * characters their fields refuse (the field's error says why), and no longer than the field
 * takes, so neither a control character nor a 100,000-character post reaches the page. The
 * browser checks the same limits before sending, so only a post made without the page's script
 * comes back cut, and then with the field's "too long" message beside it.
 */
export function echoedContactValues(values: ContactFormValues): ContactFormValues {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [
      field,
      firstCharacters(
        withoutForbiddenCharacters(values[field], field === "message" ? "multi-line" : "single-line"),
        echoLimit(field),
      ),
    ]),
  ) as ContactFormValues;
}

/**
 * What the action answers (as action data, with an HTTP status): stored, field errors, refused
 * (other origin, too large, too many messages), or storage failure. `result` is Conform's reply,
 * the form's last result: the field errors, and the values as entered (echoedContactValues) so a
 * page rendered without JavaScript keeps them, or a reset once stored. A refusal before the form
 * is read has none.
 */
export type ContactActionData =
  | { outcome: "sent"; inquiryType: InquiryType; result: SubmissionResult }
  | { outcome: "invalid"; result: SubmissionResult }
  | { outcome: "refused"; message: string; result?: SubmissionResult }
  | { outcome: "failed"; message: string; result: SubmissionResult };

/** The history state with which the chat's hand-over opens the form (contact-prefill.entry.ts). */
export interface ContactPrefillState {
  contactMessage: string;
}

/**
 * The message a history entry's state prefills, or "" when it carries none. The state is
 * checked like any input: only a string, without the characters the message field refuses, and
 * no longer than the field takes.
 */
export function prefilledMessage(state: unknown): string {
  const message =
    typeof state === "object" && state !== null ? (state as Partial<ContactPrefillState>).contactMessage : undefined;
  if (typeof message !== "string") return "";
  return firstCharacters(withoutForbiddenCharacters(message, "multi-line"), CONTACT_MAX_LENGTHS.message);
}
