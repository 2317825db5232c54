import { href } from "react-router";
import type { Route } from "./+types/services.system-development";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { ManagedContent, pageCopy, useContentErrorToast } from "~/features/managed-content";
import { DetailPage } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { SYSTEM_DEVELOPMENT, SYSTEM_DEVELOPMENT_PAGE } from "~/content/services/system-development";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...SYSTEM_DEVELOPMENT.seo, path: href("/services/system-development") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "system_development_page") };
}

export default function SystemDevelopment({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  useContentErrorToast(content);
  return (
    <DetailPage
      page={pageCopy(SYSTEM_DEVELOPMENT_PAGE, content)}
      heading={<ManagedContent content={content} section="title" as="h1" kind="title" />}
      intro={<ManagedContent content={content} section="intro" />}
      backLink={SERVICES_BACK_LINK}
    />
  );
}
