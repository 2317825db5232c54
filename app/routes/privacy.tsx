import { href } from "react-router";
import type { Route } from "./+types/privacy";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { pageCopy, useContentErrorToast } from "~/features/managed-content";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { ContentBlocks } from "~/components/pages/ContentBlocks";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PRIVACY, PRIVACY_PAGE } from "~/content/privacy";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...PRIVACY.seo, path: href("/privacy") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "privacy_page") };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = pageCopy(PRIVACY_PAGE, content);
  useContentErrorToast(content);
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={<Html as="h1" html={copy.heading} />}>
        <Html as="p" html={copy.intro} />
        <Html as="p" html={copy.updated} />
      </PageHeader>
      <ContentBlocks blocks={copy.blocks} />
      <CallToActionBand cta={copy.cta} />
    </>
  );
}
