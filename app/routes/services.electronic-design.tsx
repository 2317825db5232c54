import { href } from "react-router";
import type { Route } from "./+types/services.electronic-design";
import { ManagedContent, usePageCopy } from "~/features/managed-content";
import { DetailPage } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { ELECTRONIC_DESIGN, ELECTRONIC_DESIGN_PAGE } from "~/content/services/electronic-design";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";
import type { BackLinkHandle } from "~/components/pages/BackLink";
import electronicDesignArt from "~/assets/art/page-electronic-design.svg?url&no-inline";

/** A sub-page: the header shows the way back to its index once the page has scrolled. */
export const handle: BackLinkHandle = { backLink: SERVICES_BACK_LINK };

export const meta: Route.MetaFunction = staticPageMeta(ELECTRONIC_DESIGN.seo, href("/services/electronic-design"));

export const loader = contentPageLoader(ELECTRONIC_DESIGN_PAGE);

const INTRO_SECTIONS = ["intro_paragraph_1", "intro_paragraph_2", "intro_paragraph_3"] as const;

export default function ElectronicDesign({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const page = usePageCopy(ELECTRONIC_DESIGN_PAGE, content);
  return (
    <DetailPage
      page={page}
      heading={<ManagedContent content={content} section="title" as="h1" kind="title" />}
      intro={INTRO_SECTIONS.map((section) => (
        <ManagedContent key={section} content={content} section={section} />
      ))}
      backLink={SERVICES_BACK_LINK}
      art={electronicDesignArt}
    />
  );
}
