// The contact feature's server entry: storing an enquiry posted to the contact page's action.
export { submitContact } from "./contact.server";
export { MAX_FORM_BYTES } from "./form-size";
export { CONTACT_REFUSALS } from "./copy";
