// The contact feature's public face: the enquiry form, the contact details beside it, and its copy.
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

export { ContactDetails } from "./ContactDetails";
export { CONTACT_COPY } from "./copy";

// The server draws the form in full, and it posts without JavaScript; the browser fetches its
// code when the visitor reaches for it.
export const ContactForm = hydrateOnIntent("contact-form", () =>
  import("./ContactForm").then((module) => module.ContactForm),
);
