import { href } from "react-router";
import type { Route } from "./+types/services";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { ManagedContent, pageCopy, useContentErrorToast } from "~/features/managed-content";
import { LinkCards } from "~/components/pages/Cards";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { htmlToText } from "~/lib/html-text";
import { SERVICES_INDEX, SERVICES_INDEX_PAGE } from "~/content/services/overview";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...SERVICES_INDEX.seo, path: href("/services") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "services_page") };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = pageCopy(SERVICES_INDEX_PAGE, content);
  useContentErrorToast(content);
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
