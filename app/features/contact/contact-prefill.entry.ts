import { href } from "react-router";
import { CONTACT_MAX_LENGTHS, type ContactPrefillState, type InquiryType } from "./contact-form";

/**
 * How another part of the site opens the contact form with its fields filled in (the chat's
 * "Ask an engineer"): the subject and the inquiry type go in the address, as the spec's
 * `?subject=` links do, and the message goes in the history entry's state. A message in the
 * address would travel to the server with the page's data request (and into its logs) before
 * the visitor has sent anything, could be crafted by another site, and would not fit 5,000
 * characters in a URL; the history state stays in this browser tab until the visitor submits.
 * An entry point of its own, so the chat panel takes these few lines and not the form.
 */

/** The longest message the contact form takes, in characters. */
export const CONTACT_MESSAGE_MAX_CHARS = CONTACT_MAX_LENGTHS.message;

export interface ContactPrefill {
  subject: string;
  inquiryType: InquiryType;
  message: string;
}

/** The address and the history state for navigate() that open the contact form prefilled. */
export function contactPrefillNavigation({ subject, inquiryType, message }: ContactPrefill) {
  const state: ContactPrefillState = { contactMessage: message };
  return { to: `${href("/contact")}?${new URLSearchParams({ subject, inquiryType })}`, state };
}
