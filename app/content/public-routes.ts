/**
 * Every public page address: the one list /sitemap.xml is built from and the end-to-end tests
 * walk (so it imports nothing: the tests load it outside the app). An alias renders the same
 * page as its main address and is left out of the sitemap. tests/unit/public-routes.test.ts
 * checks that every page the site links to is listed here.
 */
export interface PublicRoute {
  path: string;
  /** Set on an alias: the address search engines should index instead. */
  aliasOf?: string;
  /**
   * Set on a placeholder, a technique's generic page that only says its guide is on its way:
   * kept out of the sitemap and marked noindex until the technique has an article of its own.
   */
  placeholder?: true;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/" },
  { path: "/about" },
  { path: "/history" },
  { path: "/services" },
  { path: "/services/consultancy" },
  { path: "/services/electronic-design" },
  { path: "/services/system-development" },
  { path: "/services/system-implementation" },
  { path: "/techniques" },
  { path: "/techniques/circuit-design" },
  { path: "/techniques/embedded-software" },
  { path: "/techniques/communication" },
  { path: "/techniques/algorithm-development" },
  { path: "/techniques/digital-signal-processing", placeholder: true },
  { path: "/techniques/low-power-design", placeholder: true },
  { path: "/swift-development" },
  { path: "/motor-control-design" },
  { path: "/help-connect" },
  { path: "/help-connect/blog-highlights" },
  { path: "/help-connect/faqs" },
  { path: "/help-connect/contact-us" },
  { path: "/privacy" },
  { path: "/contact", aliasOf: "/help-connect/contact-us" },
  { path: "/blog", aliasOf: "/help-connect/blog-highlights" },
  { path: "/faq", aliasOf: "/help-connect/faqs" },
];

export const SITEMAP_PATHS: readonly string[] = PUBLIC_ROUTES.filter(
  (route) => !route.aliasOf && !route.placeholder,
).map((route) => route.path);
