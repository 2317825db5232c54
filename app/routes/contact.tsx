import { data, href, useLocation } from "react-router";
import type { Route } from "./+types/contact";
import { executionContext, workerEnv } from "~/lib/cloudflare-context.server";
import { CONTACT_COPY, ContactDetails, ContactForm, prefilledMessage } from "~/features/contact";
import { submitContact } from "~/features/contact/index.server";
import { PageHeader } from "~/components/pages/PageHeader";
import { staticPageMeta } from "~/lib/seo";

// One page at two addresses: /contact (linked from calls to action) and the Help & Connect
// entry in the navigation, which search engines are pointed at.
export const meta: Route.MetaFunction = staticPageMeta(CONTACT_COPY.meta, href("/help-connect/contact-us"));

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitContact(request, workerEnv(context), executionContext(context));
  return data(result.data, { status: result.status, headers: result.headers });
}

/** The action's own headers (Allow on a 405); without this export React Router drops them from the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function Contact({ actionData }: Route.ComponentProps) {
  // A link to this page with another ?subject= (from the chatbot, say) prefills the form anew,
  // and so does each hand-over from the chat, which brings its message in the history state.
  const location = useLocation();
  const formKey = prefilledMessage(location.state) ? location.key : location.search;
  // The form comes first in the page, so a phone shows it before the details; on a wide screen
  // the details stand beside it on the right.
  return (
    <>
      <PageHeader heading={<h1>{CONTACT_COPY.heading}</h1>}>
        <p>{CONTACT_COPY.intro}</p>
      </PageHeader>
      <section className="page-section">
        <div className="container">
          <div className="contact-layout">
            <div className="card contact-layout__form">
              <ContactForm key={formKey} actionData={actionData} />
            </div>
            <ContactDetails />
          </div>
        </div>
      </section>
    </>
  );
}
