import { href } from "react-router";
import type { Route } from "./+types/services";
import { ManagedContent, usePageCopy } from "~/features/managed-content";
import { LinkCards } from "~/components/pages/Cards";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { htmlToText } from "~/lib/html-text";
import { SERVICES_INDEX, SERVICES_INDEX_PAGE } from "~/content/services/overview";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = staticPageMeta(SERVICES_INDEX.seo, href("/services"));

export const loader = contentPageLoader(SERVICES_INDEX_PAGE);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(SERVICES_INDEX_PAGE, content);
  return (
    <>
      <PageHeader heading={<Html as="h1" html={copy.heading} />}>
        <ManagedContent content={content} section="intro" />
      </PageHeader>
      <section className="page-section" aria-label={htmlToText(copy.heading)}>
        <div className="container">
          <ManagedContent content={content} section="core_message" className="core-message" />
          <LinkCards cards={copy.cards} titleLevel={2} />
        </div>
      </section>
    </>
  );
}
