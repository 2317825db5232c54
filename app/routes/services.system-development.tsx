import { href } from "react-router";
import type { Route } from "./+types/services.system-development";
import { ManagedContent, usePageCopy } from "~/features/managed-content";
import { DetailPage } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { SYSTEM_DEVELOPMENT, SYSTEM_DEVELOPMENT_PAGE } from "~/content/services/system-development";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";
import type { BackLinkHandle } from "~/components/pages/BackLink";
import systemDevelopmentArt from "~/assets/art/page-system-development.svg?url&no-inline";

/** A sub-page: the header shows the way back to its index once the page has scrolled. */
export const handle: BackLinkHandle = { backLink: SERVICES_BACK_LINK };

export const meta: Route.MetaFunction = staticPageMeta(SYSTEM_DEVELOPMENT.seo, href("/services/system-development"));

export const loader = contentPageLoader(SYSTEM_DEVELOPMENT_PAGE);

export default function SystemDevelopment({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const page = usePageCopy(SYSTEM_DEVELOPMENT_PAGE, content);
  return (
    <DetailPage
      page={page}
      heading={<ManagedContent content={content} section="title" as="h1" kind="title" />}
      intro={<ManagedContent content={content} section="intro" />}
      backLink={SERVICES_BACK_LINK}
      art={systemDevelopmentArt}
    />
  );
}
