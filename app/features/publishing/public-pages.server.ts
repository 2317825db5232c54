import type { PublicationKind } from "~/db/schema";
import { withFocusableFigures, withHeadingIds, withTableScopes } from "./body-headings";
import { type PublicationCard, publicationPath } from "./paths";
import type { PublicationView } from "./PublicationPage";
import { findPublished, listPublished, type PublishedItem } from "./publications.server";
import { usedLinks } from "./used-pages";
import type { ConfigVars } from "~/lib/config.server";

type PublishingEnv = { DB: D1Database } & ConfigVars;

/** What a page needs of an item: what it shows (the text with its contents) and its metadata. */
export function publicationView(item: PublishedItem): PublicationView {
  return {
    title: item.title,
    category: item.category,
    publishedAt: item.publishedAt,
    cover: item.cover,
    body: withHeadingIds(withFocusableFigures(withTableScopes(item.bodyHtml))),
    used: usedLinks(item.usedPaths),
  };
}

export interface PublicationPageData {
  view: PublicationView;
  seo: { title: string; description: string; path: string; datePublished: string; dateModified: string };
}

/** An item's page: its data, the address it moved to (301), or null (404). */
export async function loadPublicationPage(
  env: PublishingEnv,
  kind: PublicationKind,
  slug: string,
): Promise<PublicationPageData | { movedTo: string } | null> {
  const found = await findPublished(env, kind, slug);
  if (!found) return null;
  if ("movedTo" in found) return { movedTo: publicationPath(kind, found.movedTo) };
  const { item } = found;
  return {
    view: publicationView(item),
    seo: {
      title: item.metaTitle,
      description: item.metaDescription,
      path: publicationPath(kind, item.slug),
      datePublished: item.publishedAt,
      dateModified: item.updatedAt,
    },
  };
}

export async function publicationCards(env: PublishingEnv, kind: PublicationKind): Promise<PublicationCard[]> {
  return (await listPublished(env, kind)).map((item) => ({
    href: publicationPath(kind, item.slug),
    category: item.category,
    title: item.title,
    summary: item.summary,
    cover: item.cover,
  }));
}

/** The addresses of every published item, for the sitemap. */
export async function publishedPaths(env: PublishingEnv): Promise<string[]> {
  const [articles, caseStudies] = await Promise.all([listPublished(env, "article"), listPublished(env, "case-study")]);
  return [
    ...articles.map((item) => publicationPath("article", item.slug)),
    ...(caseStudies.length > 0 ? ["/projects"] : []),
    ...caseStudies.map((item) => publicationPath("case-study", item.slug)),
  ];
}
