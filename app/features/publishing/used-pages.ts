import { PUBLIC_ROUTES } from "~/content/public-routes";
import type { LinkTarget } from "~/content/page-types";

/** The pages a case study can say it used: the services and techniques (and the two programmes). */
export const USABLE_PAGES: readonly LinkTarget[] = PUBLIC_ROUTES.filter(
  (route) =>
    !route.aliasOf &&
    (/^\/(services|techniques)\/./.test(route.path) ||
      route.path === "/swift-development" ||
      route.path === "/motor-control-design"),
).map((route) => ({ href: route.path, label: route.name }));

/** The links for stored paths, in the list's order; a path no longer on the site is left out. */
export function usedLinks(paths: readonly string[]): LinkTarget[] {
  return USABLE_PAGES.filter((page) => paths.includes(page.href));
}
