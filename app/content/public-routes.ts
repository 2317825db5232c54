import { CONTACT_PATH, HELP_CONTACT_PATH } from "../lib/links";
import { BLOG_PATH, FAQ_PATH, HELP_CONNECT_PATH } from "./help-connect";
import { SERVICES_INDEX } from "./services";
import { techniquePath, TECHNIQUES, TECHNIQUES_PATH } from "./techniques";

/**
 * Every public page address: the one list /sitemap.xml is built from and the end-to-end tests
 * walk. An alias renders the same page as its canonical address and is left out of the sitemap.
 */
export interface PublicRoute {
  path: string;
  /** Set on an alias: the address search engines should index instead. */
  aliasOf?: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/history" },
  { path: "/services" },
  ...SERVICES_INDEX.cards.map((card) => ({ path: card.href })),
  { path: TECHNIQUES_PATH },
  ...TECHNIQUES.map((technique) => ({ path: techniquePath(technique.slug) })),
  { path: "/swift-development" },
  { path: "/motor-control-design" },
  { path: HELP_CONNECT_PATH },
  { path: BLOG_PATH },
  { path: FAQ_PATH },
  { path: HELP_CONTACT_PATH },
  { path: CONTACT_PATH },
  { path: "/blog", aliasOf: BLOG_PATH },
  { path: "/faq", aliasOf: FAQ_PATH },
];

export const SITEMAP_PATHS: readonly string[] = PUBLIC_ROUTES.filter((route) => !route.aliasOf).map((route) => route.path);
