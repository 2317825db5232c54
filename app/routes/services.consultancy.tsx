import { href } from "react-router";
import type { Route } from "./+types/services.consultancy";
import { usePageCopy } from "~/features/managed-content";
import { copyHeader, DetailPage } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { CONSULTANCY, CONSULTANCY_PAGE } from "~/content/services/consultancy";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";
import type { BackLinkHandle } from "~/components/pages/BackLink";
import consultancyArt from "~/assets/art/page-consultancy.svg?url&no-inline";

/** A sub-page: the header shows the way back to its index once the page has scrolled. */
export const handle: BackLinkHandle = { backLink: SERVICES_BACK_LINK };

export const meta: Route.MetaFunction = staticPageMeta(CONSULTANCY.seo, href("/services/consultancy"));

export const loader = contentPageLoader(CONSULTANCY_PAGE);

export default function Consultancy({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(CONSULTANCY_PAGE, content);
  return <DetailPage page={copy} {...copyHeader(copy)} backLink={SERVICES_BACK_LINK} art={consultancyArt} />;
}
