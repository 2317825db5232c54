// The contact feature's public face: the enquiry form, the contact details beside it, and its copy.
export { ContactDetails } from "./ContactDetails";
export { ContactForm } from "./ContactForm";
export { CONTACT_COPY } from "./copy";
