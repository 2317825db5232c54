import type { Route } from "./+types/faqs";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { ManagedContent, useContentErrorToast } from "~/features/managed-content";
import { FaqList } from "~/components/pages/FaqList";
import { PageHeader } from "~/components/pages/PageHeader";
import { SiteLink } from "~/components/pages/SiteLink";
import { FAQ } from "~/content/faqs";
import { FAQ_PATH } from "~/content/help-connect";
import { loadPageContent } from "~/features/managed-content/index.server";
import { faqPageJsonLd, pageMeta } from "~/lib/seo";

/** The FAQ page at /help-connect/faqs and at /faq (canonical: the Help & Connect address). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...FAQ.seo, path: FAQ_PATH, jsonLd: [faqPageJsonLd(FAQ.items)] });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "faq_page") };
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { contactDirectly } = FAQ;
  useContentErrorToast(content);
  return (
    <>
      <PageHeader heading={<ManagedContent content={content} section="title" as="h1" kind="title" />}>
        <ManagedContent content={content} section="intro" />
      </PageHeader>
      <section className="page-section" aria-label="Questions and answers">
        <div className="container narrow">
          <FaqList items={FAQ.items} />
          <p className="faq-contact">
            {contactDirectly.text}{" "}
            <SiteLink href={contactDirectly.link.href} className="button button--primary">
              {contactDirectly.link.label}
            </SiteLink>
          </p>
        </div>
      </section>
    </>
  );
}
