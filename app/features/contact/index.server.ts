// The contact feature's server entry: storing an enquiry posted to the contact page's action.
export { CONTACT_REFUSALS, submitContact } from "./contact.server";
