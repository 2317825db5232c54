/**
 * The contact form's rules, shared by the browser (checked before submitting) and the server
 * action (checked again before anything is stored), so both answer with the same messages
 * (spec section 5 "Contact form", section 9 inquiry types).
 */

/** First is the default (spec section 9). */
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

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

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
} as const;

// The spec's "simple email pattern": something@something.something without spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters as a visitor counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

export function isInquiryType(value: unknown): value is InquiryType {
  return (INQUIRY_TYPES as readonly unknown[]).includes(value);
}

export function emptyContactForm(): ContactFormValues {
  return { firstName: "", lastName: "", email: "", subject: "", message: "", inquiryType: DEFAULT_INQUIRY_TYPE };
}

/** `?subject=` prefills the subject; `?inquiryType=` picks the type when it is a known one. */
export function contactFormFromQuery(query: URLSearchParams): ContactFormValues {
  const inquiryType = query.get("inquiryType");
  return {
    ...emptyContactForm(),
    subject: query.get("subject") ?? "",
    inquiryType: isInquiryType(inquiryType) ? inquiryType : DEFAULT_INQUIRY_TYPE,
  };
}

/** A valid enquiry as it is stored: every text trimmed, the type one of the nine. */
export interface ContactSubmission {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  inquiryType: InquiryType;
}

export type ContactValidation = { ok: true; submission: ContactSubmission } | { ok: false; errors: ContactFieldErrors };

function requiredText(value: string, maxLength: number, required: string, tooLong: string) {
  const trimmed = value.trim();
  if (!trimmed) return { value: trimmed, error: required };
  if (characterCount(trimmed) > maxLength) return { value: trimmed, error: tooLong };
  return { value: trimmed, error: undefined };
}

export function validateContactForm(values: ContactFormValues): ContactValidation {
  const errors: ContactFieldErrors = {};
  const limits = CONTACT_MAX_LENGTHS;

  const firstName = requiredText(
    values.firstName,
    limits.firstName,
    CONTACT_ERRORS.firstNameRequired,
    CONTACT_ERRORS.firstNameTooLong,
  );
  if (firstName.error) errors.firstName = firstName.error;

  const lastName = requiredText(
    values.lastName,
    limits.lastName,
    CONTACT_ERRORS.lastNameRequired,
    CONTACT_ERRORS.lastNameTooLong,
  );
  if (lastName.error) errors.lastName = lastName.error;

  const email = requiredText(values.email, limits.email, CONTACT_ERRORS.emailRequired, CONTACT_ERRORS.emailTooLong);
  if (email.error) errors.email = email.error;
  else if (!EMAIL_PATTERN.test(email.value)) errors.email = CONTACT_ERRORS.emailInvalid;

  const subject = requiredText(
    values.subject,
    limits.subject,
    CONTACT_ERRORS.subjectRequired,
    CONTACT_ERRORS.subjectTooLong,
  );
  if (subject.error) errors.subject = subject.error;

  const message = requiredText(
    values.message,
    limits.message,
    CONTACT_ERRORS.messageRequired,
    CONTACT_ERRORS.messageTooLong,
  );
  if (message.error) errors.message = message.error;
  else if (characterCount(message.value) < MESSAGE_MIN_LENGTH) errors.message = CONTACT_ERRORS.messageTooShort;

  const typed = values.inquiryType.trim();
  const inquiryType = isInquiryType(typed) ? typed : undefined;
  if (!inquiryType) errors.inquiryType = typed ? CONTACT_ERRORS.inquiryTypeUnknown : CONTACT_ERRORS.inquiryTypeRequired;

  if (!inquiryType || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    submission: {
      firstName: firstName.value,
      lastName: lastName.value,
      email: email.value,
      subject: subject.value,
      message: message.value,
      inquiryType,
    },
  };
}

/** The first field with an error as the form shows them (where focus goes). */
export function firstInvalidField(errors: ContactFieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}

/**
 * What the action answers (as action data, with an HTTP status): stored, field errors, refused
 * before reading the form (other origin, too large, too many messages), or storage failure.
 * `values` echo what was entered so a page rendered without JavaScript keeps them.
 */
export type ContactActionData =
  | { outcome: "sent"; inquiryType: InquiryType }
  | { outcome: "invalid"; errors: ContactFieldErrors; values: ContactFormValues }
  | { outcome: "refused"; message: string; values?: ContactFormValues }
  | { outcome: "failed"; message: string; values: ContactFormValues };
