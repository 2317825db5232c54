import { data } from "react-router";
import type { Route } from "./+types/projects";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { BlogCards } from "~/components/pages/BlogCards";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { PROJECTS, PROJECTS_PATH } from "~/content/projects";
import { publicationCards } from "~/features/publishing/index.server";
import { escapeHtml } from "~/lib/html-text";
import { pageMeta, pageTitle } from "~/lib/seo";

/** The published case studies, newest first; while none is published there is no such page (404). */
export async function loader({ context }: Route.LoaderArgs) {
  const cards = await publicationCards(workerEnv(context), "case-study");
  if (cards.length === 0) throw data(null, { status: 404, statusText: "Not Found" });
  return { cards };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(matches, { ...PROJECTS.seo, path: PROJECTS_PATH })
    : [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];

export default function Projects({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={<h1>{PROJECTS.title}</h1>}>
        <p>{PROJECTS.intro}</p>
      </PageHeader>
      <PageSection heading={escapeHtml(PROJECTS.title)} tinted>
        <BlogCards cards={loaderData.cards} readMoreLabel={escapeHtml(PROJECTS.readMoreLabel)} />
      </PageSection>
      <CallToActionBand cta={PROJECTS.cta} />
    </>
  );
}
