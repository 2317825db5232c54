import { href } from "react-router";
import type { Route } from "./+types/services";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { ManagedContent, useContentErrorToast } from "~/features/managed-content";
import { LinkCards } from "~/components/pages/Cards";
import { PageHeader } from "~/components/pages/PageHeader";
import { SERVICES_INDEX } from "~/content/services";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...SERVICES_INDEX.seo, path: href("/services") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "services_page") };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  useContentErrorToast(content);
  return (
    <>
      <PageHeader heading={<h1>{SERVICES_INDEX.heading}</h1>}>
        <ManagedContent content={content} section="intro" />
      </PageHeader>
      <section className="page-section" aria-label={SERVICES_INDEX.heading}>
        <div className="container">
          <ManagedContent content={content} section="core_message" className="core-message" />
          <LinkCards cards={SERVICES_INDEX.cards} titleLevel={2} />
        </div>
      </section>
    </>
  );
}
