import type { MetaDescriptor } from "react-router";
import { SITE } from "../content/site";

/** What a page tells search engines and link previews about itself. */
export interface PageSeo {
  title: string;
  description: string;
}

export interface PageMetaOptions extends PageSeo {
  /** The page's canonical path; an alias address points at its main address. */
  path: string;
  /** Kept out of search engines; such a page names no canonical address of its own (not-found, placeholders). */
  noIndex?: boolean;
  /** schema.org objects, each rendered as a JSON-LD script. */
  jsonLd?: readonly Record<string, unknown>[];
}

/** The link-preview image (a PNG: preview services do not render SVG). */
export const SHARE_IMAGE = {
  path: "/images/share-card.png",
  width: 1200,
  height: 630,
  alt: `${SITE.name}: ${SITE.brandLine}. Electronic design and embedded systems.`,
} as const;

export type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The site's configured public origin (SITE_URL), handed to every page by the root loader. */
export function siteOrigin(matches: MetaMatches): string {
  const rootData = matches.find((match) => match?.id === "root")?.loaderData as { origin?: unknown } | undefined;
  return typeof rootData?.origin === "string" ? rootData.origin : "";
}

export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}

/** Title, description, canonical link, Open Graph and Twitter card tags (and JSON-LD) for a page. */
export function pageMeta(
  matches: MetaMatches,
  { title, description, path, noIndex, jsonLd = [] }: PageMetaOptions,
): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const url = absoluteUrl(origin, path);
  const image = absoluteUrl(origin, SHARE_IMAGE.path);
  return [
    { title },
    { name: "description", content: description },
    ...(noIndex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:locale", content: "en_GB" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SHARE_IMAGE.alt },
    ...jsonLd.map((object) => ({ "script:ld+json": object })),
  ];
}

/** The meta function of a page with fixed SEO texts: `export const meta = staticPageMeta(ABOUT.seo, href("/about"));` */
export function staticPageMeta(seo: PageSeo, path: string) {
  return ({ matches }: { matches: MetaMatches }) => pageMeta(matches, { ...seo, path });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** "Page | Brand", the title pattern of every page but home. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE.name}`;
}
