import { href } from "react-router";
import type { Route } from "./+types/services.system-implementation";
import { usePageCopy } from "~/features/managed-content";
import { copyHeader, DetailPage } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { SYSTEM_IMPLEMENTATION, SYSTEM_IMPLEMENTATION_PAGE } from "~/content/services/system-implementation";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";
import type { BackLinkHandle } from "~/components/pages/BackLink";
import systemImplementationArt from "~/assets/art/page-system-implementation.svg?url&no-inline";

/** A sub-page: the header shows the way back to its index once the page has scrolled. */
export const handle: BackLinkHandle = { backLink: SERVICES_BACK_LINK };

export const meta: Route.MetaFunction = staticPageMeta(
  SYSTEM_IMPLEMENTATION.seo,
  href("/services/system-implementation"),
);

export const loader = contentPageLoader(SYSTEM_IMPLEMENTATION_PAGE);

export default function SystemImplementation({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(SYSTEM_IMPLEMENTATION_PAGE, content);
  return <DetailPage page={copy} {...copyHeader(copy)} backLink={SERVICES_BACK_LINK} art={systemImplementationArt} />;
}
