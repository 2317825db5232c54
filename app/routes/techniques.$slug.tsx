import { data } from "react-router";
import type { Route } from "./+types/techniques.$slug";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { pageCopy, useContentErrorToast } from "~/features/managed-content";
import { techniqueArt } from "~/components/art/technique-art";
import { copyHeader, DetailPage } from "~/components/pages/DetailPage";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { ButtonLinks } from "~/components/pages/SiteLink";
import type { DetailPageCopy } from "~/content/page-types";
import {
  findTechnique,
  type GenericTechniqueCopy,
  TECHNIQUE_NOT_FOUND,
  techniquePath,
  TECHNIQUES_BACK_LINK,
} from "~/content/techniques";
import { loadPageContent } from "~/features/managed-content/index.server";
import { escapeHtml } from "~/lib/html-text";
import { pageMeta } from "~/lib/seo";
import type { BackLinkHandle } from "~/components/pages/BackLink";

/** A sub-page: the header shows the way back to its index once the page has scrolled. */
export const handle: BackLinkHandle = { backLink: TECHNIQUES_BACK_LINK };

/**
 * A technique's own page, the generic page of a technique without one (each under its own page
 * identifier), or 'Technique not found' (HTTP 404, no content read).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const technique = findTechnique(params.slug);
  if (!technique) return data({ kind: "not-found" as const }, { status: 404 });
  const { page } = technique;
  const definition = page.kind === "article" ? page.article : page.generic;
  const content = await loadPageContent(workerEnv(context), definition.page);
  return { kind: page.kind, slug: technique.slug, path: techniquePath(technique.slug), content };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const technique = loaderData?.kind === "not-found" ? undefined : findTechnique(loaderData?.slug ?? "");
  if (!loaderData || loaderData.kind === "not-found" || !technique) {
    return pageMeta(matches, { ...TECHNIQUE_NOT_FOUND.seo, path: location.pathname, noIndex: true });
  }
  const { page } = technique;
  const seo = page.kind === "article" ? page.article.copy.seo : page.generic.copy.seo;
  // A generic page is a placeholder (public-routes.ts): out of the index until it is written.
  return pageMeta(matches, { ...seo, path: loaderData.path, noIndex: page.kind === "generic" });
};

export default function Technique({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "not-found") return <TechniqueNotFound />;
  return <TechniquePage slug={loaderData.slug} content={loaderData.content} />;
}

function TechniquePage({ slug, content }: { slug: string; content: Parameters<typeof pageCopy>[1] }) {
  useContentErrorToast(content as Parameters<typeof useContentErrorToast>[0]);
  const page = findTechnique(slug)?.page;
  if (!page) return <TechniqueNotFound />;
  const art = techniqueArt(slug);
  if (page.kind === "article") {
    const copy = pageCopy<DetailPageCopy>(page.article, content);
    return <DetailPage page={copy} {...copyHeader(copy)} backLink={TECHNIQUES_BACK_LINK} art={art} />;
  }
  return <GenericTechnique page={pageCopy<GenericTechniqueCopy>(page.generic, content)} art={art} />;
}

function GenericTechnique({ page, art }: { page: GenericTechniqueCopy; art: string | undefined }) {
  return (
    <>
      <PageHeader
        backLink={TECHNIQUES_BACK_LINK}
        eyebrow={page.eyebrow}
        heading={<Html as="h1" html={page.title} />}
        art={art}
      >
        <Html as="p" html={page.summary} />
      </PageHeader>
      <section className="page-section">
        <div className="container narrow">
          <Html as="p" html={page.text} />
          <ButtonLinks links={[page.cta]} variant="primary" />
        </div>
      </section>
    </>
  );
}

/** An error page, not a content page: its text stays in code. */
function TechniqueNotFound() {
  const { link } = TECHNIQUE_NOT_FOUND;
  return (
    <section className="page-section not-found">
      <div className="container narrow">
        <h1>{TECHNIQUE_NOT_FOUND.heading}</h1>
        <p>{TECHNIQUE_NOT_FOUND.text}</p>
        <ButtonLinks links={[{ ...link, label: escapeHtml(link.label) }]} variant="primary" />
      </div>
    </section>
  );
}
