import { href } from "react-router";
import type { PublicationKind } from "~/db/schema";

/** An item's public address: /blog/<slug> for an article, /projects/<slug> for a case study. */
export function publicationPath(kind: PublicationKind, slug: string): string {
  return kind === "article" ? href("/blog/:slug", { slug }) : href("/projects/:slug", { slug });
}

/** The index page that lists one kind. */
export const PUBLICATION_INDEX_PATH = { article: "/blog", "case-study": "/projects" } as const satisfies Record<
  PublicationKind,
  string
>;

/** An address made from a title: lower case, words joined by hyphens, at most 80 characters. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
}

/** What an address may be: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A card of an index page: the item's address, category, title, summary (plain text) and cover. */
export interface PublicationCard {
  href: string;
  category: string;
  title: string;
  summary: string;
  cover: { src: string; width: number; height: number; alt: string } | null;
}
