import { data, redirect } from "react-router";
import type { Route } from "./+types/projects.$slug";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { PublicationPage } from "~/features/publishing";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { PROJECTS, PROJECTS_BACK_LINK } from "~/content/projects";
import { loadPublicationPage } from "~/features/publishing/index.server";
import { pageMeta, pageTitle } from "~/lib/seo";

/** A published case study (D1), a 301 from an address it had before, or the not-found page (404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadPublicationPage(workerEnv(context), "case-study", params.slug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  if ("movedTo" in page) throw redirect(page.movedTo, 301);
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
  const { seo } = loaderData;
  return pageMeta(matches, { title: pageTitle(seo.title), description: seo.description, path: seo.path });
};

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  return (
    <PublicationPage view={loaderData.view} backLink={PROJECTS_BACK_LINK} showCover>
      <CallToActionBand cta={PROJECTS.cta} />
    </PublicationPage>
  );
}
