import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactNotice } from "~/features/contact/copy";
import {
  CONTACT_MAX_LENGTHS,
  contactFormFromQuery,
  emptyContactForm,
  INQUIRY_TYPES,
  type ContactFormValues,
} from "~/features/contact/contact-form";
import { CONTACT_ERRORS } from "~/features/contact/contact-schema";
import { checkContact } from "./support/contact-check";
import { characterCount } from "~/lib/validation";
import { hasForbiddenCharacters } from "~/lib/visitor-text";
import { contactFormValues } from "./support/contact-arbitraries";

const valid: ContactFormValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "A motor controller",
  message: "We need a BLDC controller for a pump.",
  inquiryType: "Project Inquiry",
};

const errorsFor = (changes: Partial<ContactFormValues>) => {
  const result = checkContact({ ...valid, ...changes });
  return result.ok ? {} : result.fieldErrors;
};

describe("the contact form's check (browser and action)", () => {
  it("accepts a complete form and returns it trimmed", () => {
    const result = checkContact({
      firstName: "  Ada ",
      lastName: "\tLovelace\n",
      email: " ada@example.com ",
      subject: " A motor controller ",
      message: "\n  We need a BLDC controller for a pump.  \n",
      inquiryType: "Technical Support",
    });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, inquiryType: "Technical Support", sourcePath: null },
    });
  });

  it("reports every empty field with the spec's messages", () => {
    const result = checkContact({ ...emptyContactForm(), inquiryType: "" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        firstName: "First name is required.",
        lastName: "Last name is required.",
        email: "Email is required.",
        subject: "Subject is required.",
        message: "Message is required.",
        inquiryType: "Please select an inquiry type.",
      },
    });
  });

  it("treats whitespace-only values as empty", () => {
    expect(errorsFor({ firstName: "   ", lastName: "\t", subject: " \n ", message: "     " })).toEqual({
      firstName: CONTACT_ERRORS.firstNameRequired,
      lastName: CONTACT_ERRORS.lastNameRequired,
      subject: CONTACT_ERRORS.subjectRequired,
      message: CONTACT_ERRORS.messageRequired,
    });
  });

  it.each(["plainaddress", "no-at.example.com", "a@b", "a b@example.com", "a@exa mple.com", "@example.com", "a@.com@"])(
    "rejects the email %j",
    (email) => {
      expect(errorsFor({ email })).toEqual({ email: "Email address is invalid." });
    },
  );

  it("accepts simple email addresses", () => {
    for (const email of ["a@b.co", "first.last+tag@sub.example.ie", "o'brien@example.co.uk"]) {
      expect(errorsFor({ email })).toEqual({});
    }
  });

  it("needs at least 10 characters of message after trimming", () => {
    expect(errorsFor({ message: "  123456789  " })).toEqual({
      message: "Message is too short (minimum 10 characters).",
    });
    expect(errorsFor({ message: "  1234567890  " })).toEqual({});
  });

  it("refuses values over the maximum lengths, and accepts them at the limit", () => {
    const over = (field: keyof typeof CONTACT_MAX_LENGTHS) => "x".repeat(CONTACT_MAX_LENGTHS[field] + 1);
    expect(
      errorsFor({
        firstName: over("firstName"),
        lastName: over("lastName"),
        email: `${"x".repeat(CONTACT_MAX_LENGTHS.email - 11)}@example.com`,
        subject: over("subject"),
        message: over("message"),
      }),
    ).toEqual({
      firstName: "First name is too long (maximum 100 characters).",
      lastName: "Last name is too long (maximum 100 characters).",
      email: "Email address is too long (maximum 254 characters).",
      subject: "Subject is too long (maximum 200 characters).",
      message: "Message is too long (maximum 5000 characters).",
    });
    const atLimit = checkContact({
      ...valid,
      firstName: "x".repeat(100),
      lastName: "x".repeat(100),
      email: `${"x".repeat(254 - 12)}@example.com`,
      subject: "x".repeat(200),
      message: "x".repeat(5000),
    });
    expect(atLimit.ok && atLimit.value.message).toHaveLength(5000);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(characterCount("🚀🚀")).toBe(2);
    expect(errorsFor({ firstName: "🚀".repeat(100) })).toEqual({});
    expect(errorsFor({ firstName: "🚀".repeat(101) })).toEqual({ firstName: CONTACT_ERRORS.firstNameTooLong });
    expect(errorsFor({ message: "🚀".repeat(9) })).toEqual({ message: CONTACT_ERRORS.messageTooShort });
  });

  it("accepts the nine inquiry types and nothing else", () => {
    expect(INQUIRY_TYPES).toHaveLength(9);
    for (const inquiryType of INQUIRY_TYPES) expect(errorsFor({ inquiryType })).toEqual({});
    for (const inquiryType of ["project inquiry", "Spam", "Other; DROP TABLE contacts"]) {
      expect(errorsFor({ inquiryType })).toEqual({ inquiryType: "Please select one of the listed inquiry types." });
    }
  });

  it("never throws, and whatever it accepts keeps to every rule", () => {
    fc.assert(
      fc.property(contactFormValues, (values) => {
        const result = checkContact(values);
        if (!result.ok) {
          expect(Object.keys(result.fieldErrors).length).toBeGreaterThan(0);
          return;
        }
        const { value: submission } = result;
        for (const field of ["firstName", "lastName", "email", "subject"] as const) {
          // A form's fields travel as well-formed Unicode: a lone surrogate arrives as U+FFFD
          // (fast-check seed -2033682488 gave "\ud800").
          expect(submission[field]).toBe(values[field].replace(/\p{Cs}/gu, "\ufffd").trim());
          expect(submission[field].length).toBeGreaterThan(0);
          expect(characterCount(submission[field])).toBeLessThanOrEqual(CONTACT_MAX_LENGTHS[field]);
        }
        expect(characterCount(submission.message)).toBeGreaterThanOrEqual(10);
        expect(characterCount(submission.message)).toBeLessThanOrEqual(5000);
        expect(submission.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
        expect(INQUIRY_TYPES).toContain(submission.inquiryType);
        for (const field of ["firstName", "lastName", "email", "subject", "inquiryType"] as const) {
          expect(hasForbiddenCharacters(submission[field], "single-line")).toBe(false);
        }
        expect(hasForbiddenCharacters(submission.message, "multi-line")).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("contactFormFromQuery", () => {
  it("prefills the subject and a known inquiry type", () => {
    expect(
      contactFormFromQuery(new URLSearchParams("subject=Electronic+Design+Inquiry&inquiryType=Technical+Support")),
    ).toEqual({
      ...emptyContactForm(),
      subject: "Electronic Design Inquiry",
      inquiryType: "Technical Support",
    });
  });

  it("falls back to the first inquiry type for a missing or unknown one", () => {
    expect(contactFormFromQuery(new URLSearchParams("subject=Hi&inquiryType=Spam")).inquiryType).toBe(
      "Project Inquiry",
    );
    expect(contactFormFromQuery(new URLSearchParams(""))).toEqual(emptyContactForm());
    expect(emptyContactForm().inquiryType).toBe("Project Inquiry");
  });

  it("takes the inquiry type from a subject that is exactly one, as the chat's quotation link has it", () => {
    expect(contactFormFromQuery(new URLSearchParams("subject=Quotation+Request"))).toEqual({
      ...emptyContactForm(),
      subject: "Quotation Request",
      inquiryType: "Quotation Request",
    });
    // A known ?inquiryType= still decides; a subject that only mentions a type does not.
    expect(
      contactFormFromQuery(new URLSearchParams("subject=Quotation+Request&inquiryType=Feedback")).inquiryType,
    ).toBe("Feedback");
    expect(contactFormFromQuery(new URLSearchParams("subject=Quotation+Request+for+a+PCB")).inquiryType).toBe(
      "Project Inquiry",
    );
  });
});

describe("contactNotice", () => {
  const sent = (inquiryType: (typeof INQUIRY_TYPES)[number]) =>
    contactNotice({ outcome: "sent", inquiryType, result: { initialValue: null } });

  it("thanks by inquiry type, promising a reply within 1-2 business days, for 7 s", () => {
    expect(sent("Technical Support")).toEqual({
      title: "Message Sent & Saved!",
      description:
        "Your support request has been prioritized, stored, and routed to our dedicated technical team. We aim to respond within 1-2 business days.",
      variant: "tetra",
      duration: 7000,
    });
    expect(sent("Project Inquiry").description).toBe(
      "Your project inquiry has been stored and forwarded to our solutions architects for review. We aim to respond within 1-2 business days.",
    );
    expect(sent("Consultancy Request").description).toBe(
      "Your consultancy request has been stored and forwarded to our solutions architects for review. We aim to respond within 1-2 business days.",
    );
    expect(sent("Swift Development Inquiry").description).toBe(
      "Your swift development inquiry has been stored and forwarded to our solutions architects for review. We aim to respond within 1-2 business days.",
    );
    for (const other of [
      "Partnership Opportunity",
      "Quotation Request",
      "General Question",
      "Feedback",
      "Other",
    ] as const) {
      expect(sent(other).description).toBe(
        "Your message has been successfully received and stored in our system. We aim to respond within 1-2 business days.",
      );
    }
  });

  it("asks to check the form for 5 s when fields are invalid", () => {
    expect(contactNotice({ outcome: "invalid", result: { status: "error", error: { email: ["x"] } } })).toEqual({
      title: "Oops! Check Your Form",
      description: "Please correct the highlighted errors and try again.",
      variant: "destructive",
      duration: 5000,
    });
  });

  it("reports a storage failure with its message, or the fallback, for 10 s", () => {
    const result = { initialValue: emptyContactForm() };
    expect(contactNotice({ outcome: "failed", message: "D1_ERROR: database is locked", result })).toEqual({
      title: "Submission Error",
      description:
        "We encountered an issue saving your message: D1_ERROR: database is locked. Please try again. If the problem persists, contact us directly via email.",
      variant: "destructive",
      duration: 10000,
    });
    expect(contactNotice({ outcome: "failed", message: "", result }).description).toBe(
      "We encountered an issue saving your message: Unknown database error during submission. Please try again. If the problem persists, contact us directly via email.",
    );
  });

  it("passes a refusal's own explanation on", () => {
    expect(contactNotice({ outcome: "refused", message: "Please wait a minute and try again." })).toEqual({
      title: "Submission Error",
      description: "Please wait a minute and try again.",
      variant: "destructive",
      duration: 10000,
    });
  });
});
