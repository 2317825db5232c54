import { data } from "react-router";
import type { Route } from "./+types/techniques.$slug";
import { DetailPage, staticHeader } from "~/components/pages/DetailPage";
import { FloatingBackLink } from "~/components/pages/FloatingBackLink";
import { PageHeader } from "~/components/pages/PageHeader";
import { ButtonLinks } from "~/components/pages/SiteLink";
import {
  findTechnique,
  genericTechniquePage,
  TECHNIQUE_NOT_FOUND,
  techniquePath,
  TECHNIQUES_BACK_LINK,
} from "~/content/techniques";
import { pageMeta } from "~/lib/seo";

/** A technique's own page, the generic page of a technique without one, or 'Technique not found' (HTTP 404). */
export function loader({ params }: Route.LoaderArgs) {
  const technique = findTechnique(params.slug);
  if (!technique) return data({ kind: "not-found" as const }, { status: 404 });
  const path = techniquePath(technique.slug);
  if (technique.article) return { kind: "article" as const, path, article: technique.article };
  return { kind: "generic" as const, path, page: genericTechniquePage(technique) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  switch (loaderData?.kind) {
    case "article":
      return pageMeta(matches, { ...loaderData.article.seo, path: loaderData.path });
    case "generic":
      return pageMeta(matches, { ...loaderData.page.seo, path: loaderData.path });
    default:
      return pageMeta(matches, { ...TECHNIQUE_NOT_FOUND.seo, path: location.pathname, noIndex: true });
  }
};

export default function Technique({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "article":
      return (
        <DetailPage page={loaderData.article} {...staticHeader(loaderData.article)} backLink={TECHNIQUES_BACK_LINK} />
      );
    case "generic":
      return <GenericTechnique page={loaderData.page} />;
    case "not-found":
      return <TechniqueNotFound />;
  }
}

function GenericTechnique({ page }: { page: ReturnType<typeof genericTechniquePage> }) {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} heading={<h1>{page.title}</h1>}>
        <p>{page.summary}</p>
      </PageHeader>
      <section className="page-section">
        <div className="container narrow">
          <p>{page.text}</p>
          <ButtonLinks links={[page.cta]} variant="primary" />
        </div>
      </section>
      <FloatingBackLink {...TECHNIQUES_BACK_LINK} />
    </>
  );
}

function TechniqueNotFound() {
  return (
    <section className="page-section not-found">
      <div className="container narrow">
        <h1>{TECHNIQUE_NOT_FOUND.heading}</h1>
        <p>{TECHNIQUE_NOT_FOUND.text}</p>
        <ButtonLinks links={[TECHNIQUE_NOT_FOUND.link]} variant="primary" />
      </div>
    </section>
  );
}
