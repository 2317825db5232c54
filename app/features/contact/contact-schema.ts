import { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { CONTACT_MAX_LENGTHS, INQUIRY_TYPES, MESSAGE_MIN_LENGTH } from "./contact-form";
import { notAllowedMessage } from "~/lib/visitor-text";
import { sourcePathSchema } from "~/lib/source-path";
import { characterCount, emailAddress, requiredText } from "~/lib/validation";

/**
 * The contact form's rules, one schema for the browser (Conform checks it before submitting) and
 * the server action (checked again before anything is stored), so both answer with the same
 * messages. zod is a large part of the contact page's JavaScript, so the form imports this module
 * when the visitor first focuses or touches it, not for first paint.
 */

/** The rules' messages (the spec's), here rather than with the fields: only the rules show them. */
export const CONTACT_ERRORS = {
  firstNameRequired: "First name is required.",
  lastNameRequired: "Last name is required.",
  emailRequired: "Email is required.",
  emailInvalid: "Email address is invalid.",
  subjectRequired: "Subject is required.",
  messageRequired: "Message is required.",
  messageTooShort: "Message is too short (minimum 10 characters).",
  inquiryTypeRequired: "Please select an inquiry type.",
  inquiryTypeUnknown: "Please select one of the listed inquiry types.",
  firstNameTooLong: `First name is too long (maximum ${CONTACT_MAX_LENGTHS.firstName} characters).`,
  lastNameTooLong: `Last name is too long (maximum ${CONTACT_MAX_LENGTHS.lastName} characters).`,
  emailTooLong: `Email address is too long (maximum ${CONTACT_MAX_LENGTHS.email} characters).`,
  subjectTooLong: `Subject is too long (maximum ${CONTACT_MAX_LENGTHS.subject} characters).`,
  messageTooLong: `Message is too long (maximum ${CONTACT_MAX_LENGTHS.message} characters).`,
  firstNameNotAllowed: notAllowedMessage("First name"),
  lastNameNotAllowed: notAllowedMessage("Last name"),
  subjectNotAllowed: notAllowedMessage("Subject"),
  messageNotAllowed: notAllowedMessage("Message"),
} as const;

const limits = CONTACT_MAX_LENGTHS;
const errors = CONTACT_ERRORS;

/** A valid enquiry as it is stored: every text trimmed, the type one of the nine. */
export const contactSubmissionSchema = z.object({
  firstName: requiredText(limits.firstName, {
    required: errors.firstNameRequired,
    tooLong: errors.firstNameTooLong,
    notAllowed: errors.firstNameNotAllowed,
  }),
  lastName: requiredText(limits.lastName, {
    required: errors.lastNameRequired,
    tooLong: errors.lastNameTooLong,
    notAllowed: errors.lastNameNotAllowed,
  }),
  // An address holding a control or format character is simply not a valid address: the spec's message.
  email: emailAddress(limits.email, {
    required: errors.emailRequired,
    tooLong: errors.emailTooLong,
    invalid: errors.emailInvalid,
  }),
  inquiryType: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z
      .string()
      .min(1, errors.inquiryTypeRequired)
      .pipe(z.enum(INQUIRY_TYPES, { error: errors.inquiryTypeUnknown })),
  ),
  subject: requiredText(limits.subject, {
    required: errors.subjectRequired,
    tooLong: errors.subjectTooLong,
    notAllowed: errors.subjectNotAllowed,
  }),
  // The one multi-line field: tabs and new lines (CRLF, as browsers submit them) are kept.
  message: requiredText(limits.message, {
    required: errors.messageRequired,
    tooLong: errors.messageTooLong,
    notAllowed: errors.messageNotAllowed,
    kind: "multi-line",
  }).pipe(z.string().refine((message) => characterCount(message) >= MESSAGE_MIN_LENGTH, errors.messageTooShort)),
  // Filled by the page's script from the page the visitor came from; kept only as a site path.
  sourcePath: sourcePathSchema,
});

/** The browser's check of the form as Conform reads it; the action checks the same schema (parseFormSubmission). */
export function parseContactForm(formData: FormData | URLSearchParams) {
  return parseWithZod(formData, { schema: contactSubmissionSchema, disableAutoCoercion: true });
}
