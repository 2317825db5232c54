import { href } from "react-router";
import type { Route } from "./+types/services.system-implementation";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { pageCopy, useContentErrorToast } from "~/features/managed-content";
import { copyHeader, DetailPage } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { SYSTEM_IMPLEMENTATION, SYSTEM_IMPLEMENTATION_PAGE } from "~/content/services/system-implementation";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...SYSTEM_IMPLEMENTATION.seo, path: href("/services/system-implementation") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "system_implementation_page") };
}

export default function SystemImplementation({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = pageCopy(SYSTEM_IMPLEMENTATION_PAGE, content);
  useContentErrorToast(content);
  return <DetailPage page={copy} {...copyHeader(copy)} backLink={SERVICES_BACK_LINK} />;
}
