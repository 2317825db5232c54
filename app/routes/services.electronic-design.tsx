import { href } from "react-router";
import type { Route } from "./+types/services.electronic-design";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { ManagedContent, pageCopy, useContentErrorToast } from "~/features/managed-content";
import { DetailPage } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { ELECTRONIC_DESIGN, ELECTRONIC_DESIGN_PAGE } from "~/content/services/electronic-design";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...ELECTRONIC_DESIGN.seo, path: href("/services/electronic-design") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "electronic_design_page") };
}

const INTRO_SECTIONS = ["intro_paragraph_1", "intro_paragraph_2", "intro_paragraph_3"] as const;

export default function ElectronicDesign({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  useContentErrorToast(content);
  return (
    <DetailPage
      page={pageCopy(ELECTRONIC_DESIGN_PAGE, content)}
      heading={<ManagedContent content={content} section="title" as="h1" kind="title" />}
      intro={INTRO_SECTIONS.map((section) => (
        <ManagedContent key={section} content={content} section={section} />
      ))}
      backLink={SERVICES_BACK_LINK}
    />
  );
}
