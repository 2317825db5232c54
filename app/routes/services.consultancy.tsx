import { href } from "react-router";
import type { Route } from "./+types/services.consultancy";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { pageCopy, useContentErrorToast } from "~/features/managed-content";
import { copyHeader, DetailPage } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { CONSULTANCY, CONSULTANCY_PAGE } from "~/content/services/consultancy";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...CONSULTANCY.seo, path: href("/services/consultancy") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "consultancy_page") };
}

export default function Consultancy({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = pageCopy(CONSULTANCY_PAGE, content);
  useContentErrorToast(content);
  return <DetailPage page={copy} {...copyHeader(copy)} backLink={SERVICES_BACK_LINK} />;
}
