import { PUBLIC_ROUTES as LISTED, type PublicRoute } from "../../../app/content/public-routes";
import { MOVED_ARTICLES } from "../../support/moved-articles";

/**
 * Every public page the tests walk: the route list, then the three articles migration 0015 moved
 * into D1 (published on a fresh database; the sitemap lists them after the route list's pages).
 */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  ...LISTED,
  ...MOVED_ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, name: article.title })),
];
