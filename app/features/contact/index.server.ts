// The contact feature's server entry: storing an enquiry posted to the contact page's action.
export { MAX_FORM_BYTES, submitContact } from "./contact.server";
export { CONTACT_REFUSALS } from "./copy";
