import { href } from "react-router";
import { CONTACT_MAX_LENGTHS, type ContactActionData, type InquiryType } from "./contact-form";
import type { ToastVariant } from "~/lib/toast";
import { SITE } from "~/content/site";

const RESPONSE_PROMISE = "We aim to respond within 1-2 business days.";

/** Static copy of the contact page. */
export const CONTACT_COPY = {
  meta: {
    title: `Contact Us | ${SITE.name}`,
    description:
      "Send an enquiry about electronic design, embedded systems or Swift Development. We serve the Republic of Ireland and UK.",
  },
  heading: "Contact Us",
  intro: "Tell us about your project or question. Every project matters, whatever its scale or stage.",
  details: {
    heading: "Direct Contact",
    emailLabel: "Email",
    email: SITE.email,
    regionLabel: "Region",
    region: SITE.region,
    responseTime: RESPONSE_PROMISE,
  },
  voice: {
    heading: "Prefer to talk?",
    text: "Record your project idea in your own words and we will transcribe it for our team.",
    link: { label: "Go to Voice-to-Idea", to: `${href("/about")}#speak-your-vision` },
  },
  form: {
    heading: "Send Us a Message",
    /** The name of the fields' group (a legend for screen readers; the heading names the form). */
    fieldsLegend: "Your details and message",
    labels: {
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      subject: "Subject",
      message: "Message",
      inquiryType: "Inquiry Type",
    },
    messageHint: "Minimum 10 characters. The more details, the better we can assist!",
    honeypotLabel: "Leave this field empty",
    submit: "Send Message",
    submitting: "Submitting...",
    privacy: {
      text: "We keep your name, e-mail address and message only to answer your enquiry.",
      link: { label: "Privacy notice", to: href("/privacy") },
    },
  },
  toasts: {
    invalid: { title: "Oops! Check Your Form", description: "Please correct the highlighted errors and try again." },
    sentTitle: "Message Sent & Saved!",
    failedTitle: "Submission Error",
  },
} as const;

/** The success toast's text for an inquiry type, followed by the response promise. */
function sentDescription(inquiryType: InquiryType): string {
  return `${sentText(inquiryType)} ${RESPONSE_PROMISE}`;
}

function sentText(inquiryType: InquiryType): string {
  switch (inquiryType) {
    case "Technical Support":
      return "Your support request has been prioritized, stored, and routed to our dedicated technical team.";
    case "Project Inquiry":
    case "Consultancy Request":
    case "Swift Development Inquiry":
      return `Your ${inquiryType.toLowerCase()} has been stored and forwarded to our solutions architects for review.`;
    default:
      return "Your message has been successfully received and stored in our system.";
  }
}

/**
 * The reason visitors are given when their enquiry could not be stored, whatever D1 said: its
 * words name tables, SQL and internal states that mean nothing to a visitor and tell an attacker
 * about the storage. The detail goes to the log. Without its full stop: the sentence around it
 * supplies one.
 */
export const UNKNOWN_STORAGE_ERROR = "Unknown database error during submission";

/** What the visitor is told when the enquiry could not be stored. */
function failedDescription(message: string): string {
  return `We encountered an issue saving your message: ${message || UNKNOWN_STORAGE_ERROR}. Please try again. If the problem persists, contact us directly via email.`;
}

export interface ContactNotice {
  title: string;
  description: string;
  variant: ToastVariant;
  /** Milliseconds the toast stays. */
  duration: number;
}

/** What the visitor is told when fields are invalid, by the browser's check or the server's. */
export const INVALID_NOTICE: ContactNotice = { ...CONTACT_COPY.toasts.invalid, variant: "destructive", duration: 5000 };

/** What the visitor is told about a submission: as a toast, or in the page without JavaScript. */
export function contactNotice(result: ContactActionData): ContactNotice {
  const { toasts } = CONTACT_COPY;
  switch (result.outcome) {
    case "sent":
      return {
        title: toasts.sentTitle,
        description: sentDescription(result.inquiryType),
        variant: "tetra",
        duration: 7000,
      };
    case "invalid":
      return INVALID_NOTICE;
    case "failed":
      return {
        title: toasts.failedTitle,
        description: failedDescription(result.message),
        variant: "destructive",
        duration: 10000,
      };
    case "refused":
      return { title: toasts.failedTitle, description: result.message, variant: "destructive", duration: 10000 };
  }
}

/** Why the contact action refused a submission (also the Worker's answer to another site's form). */
export const CONTACT_REFUSALS = {
  crossOrigin: "This form can only be sent from our own website. Please reload the contact page and try again.",
  tooLarge: `Your submission is too large to send. Messages can be at most ${CONTACT_MAX_LENGTHS.message} characters.`,
  rateLimited: "You have sent several messages in a short time. Please wait a minute and try again.",
  wrongMethod: "The contact form can only be sent with POST. Please use the form on the contact page.",
  /** A form sent without JavaScript (so without a bot check) once this hour's allowance for them is used. */
  unverifiedFull: `We cannot take more messages sent without JavaScript this hour. Please turn JavaScript on and send the form again, try again later, or e-mail us at ${SITE.email}.`,
} as const;
