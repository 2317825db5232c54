import type { Route } from "./+types/faqs";
import { ManagedContent, pageCopy, usePageCopy } from "~/features/managed-content";
import { FaqList } from "~/components/pages/FaqList";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { SiteLink } from "~/components/pages/SiteLink";
import { FAQ, FAQ_PAGE } from "~/content/faqs";
import { FAQ_PATH } from "~/content/help-connect";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { htmlToText } from "~/lib/html-text";
import { pageMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";

/**
 * The FAQ page at /help-connect/faqs and at /faq (canonical: the Help & Connect address). The
 * structured data repeats the questions and answers as the page shows them, staff edits included.
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const items = loaderData
    ? pageCopy(FAQ_PAGE, loaderData.content).items.map((item) => ({
        question: htmlToText(item.question),
        answer: htmlToText(item.answer),
      }))
    : FAQ.items;
  return pageMeta(matches, { ...FAQ.seo, path: FAQ_PATH, jsonLd: [faqPageJsonLd(items)] });
};

export const loader = contentPageLoader(FAQ_PAGE);

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(FAQ_PAGE, content);
  const { contactDirectly } = copy;
  return (
    <>
      <PageHeader heading={<ManagedContent content={content} section="title" as="h1" kind="title" />}>
        <ManagedContent content={content} section="intro" />
      </PageHeader>
      <section className="page-section" aria-label="Questions and answers">
        <div className="container narrow">
          <FaqList items={copy.items} />
          <p className="faq-contact">
            <Html html={contactDirectly.text} />{" "}
            <SiteLink href={contactDirectly.link.href} className="button button--primary">
              <Html html={contactDirectly.link.label} />
            </SiteLink>
          </p>
        </div>
      </section>
    </>
  );
}
