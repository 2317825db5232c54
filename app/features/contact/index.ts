// The contact feature's public face: the enquiry form, the contact details beside it, its copy, and
// the message a hand-over from the chat prefills.
export { ContactDetails } from "./ContactDetails";
export { ContactForm } from "./ContactForm";
export { CONTACT_COPY } from "./copy";
export { prefilledMessage } from "./contact-form";
