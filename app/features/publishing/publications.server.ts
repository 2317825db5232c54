import { and, eq } from "drizzle-orm";
import { getReplicaDb } from "~/db/client.server";
import { type PublicationKind, type PublicationRow, publicationOldSlugs, publications } from "~/db/schema";
import { sanitizeHtml } from "~/features/managed-content/index.server";
import { readConfig, type ConfigVars } from "~/lib/config.server";
import { freshUntil } from "~/lib/content-freshness.server";
import { failureReason, logFailure } from "~/lib/log.server";

type PublishingEnv = { DB: D1Database } & ConfigVars;

/** An article or case study as visitors see it. */
export interface PublishedItem {
  kind: PublicationKind;
  slug: string;
  title: string;
  summary: string;
  /** Sanitised again on the way out (the "article" kind). */
  bodyHtml: string;
  category: string;
  cover: PublicationCover | null;
  metaTitle: string;
  metaDescription: string;
  /** Case studies: the service and technique pages the work used. */
  usedPaths: string[];
  /** ISO dates. */
  publishedAt: string;
  updatedAt: string;
}

export interface PublicationCover {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** D1's "YYYY-MM-DD HH:MM:SS" (UTC) as an ISO date-time. */
export function isoTime(d1Time: string): string {
  return d1Time.includes("T") ? d1Time : `${d1Time.replace(" ", "T")}Z`;
}

export function parseUsedPaths(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((path): path is string => typeof path === "string") : [];
  } catch {
    return [];
  }
}

export function coverOf(row: Pick<PublicationRow, "coverSrc" | "coverWidth" | "coverHeight" | "coverAlt">) {
  const { coverSrc, coverWidth, coverHeight, coverAlt } = row;
  return coverSrc && coverWidth && coverHeight && coverAlt.trim()
    ? { src: coverSrc, width: coverWidth, height: coverHeight, alt: coverAlt }
    : null;
}

/** A row as a page shows it (also the console's preview of an unsaved or unpublished item). */
export function publishedItem(row: PublicationRow): PublishedItem {
  return {
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyHtml: sanitizeHtml(row.bodyHtml, "article"),
    category: row.category,
    cover: coverOf(row),
    metaTitle: row.metaTitle?.trim() || row.title,
    metaDescription: row.metaDescription?.trim() || row.summary,
    usedPaths: parseUsedPaths(row.usedPaths),
    publishedAt: isoTime(row.publishedAt ?? row.createdAt),
    updatedAt: isoTime(row.updatedAt),
  };
}

// Per isolate, for both kinds at once: every page's menu asks whether a case study is published
// and the blog lists the articles, so one query per TTL window serves both, and a page view stays
// one query of its own (decision 0074). Entries end with the window they were read in, like page
// text (decision 0018), so a publication or withdrawal reaches every page, the sitemap, the feed
// and the assistant within one window. A kind's items are made (their text sanitised) when first
// asked for, so the menu's question costs no article's sanitising; the same arrays are handed out
// until the window ends, so the assistant can tell nothing has changed without comparing text.
interface Published {
  has(kind: PublicationKind): boolean;
  items(kind: PublicationKind): readonly PublishedItem[];
}
let cache: { expiresAt: number; published: Published } | null = null;
// The root loader and a page's loader run side by side; they share the read of their request
// (keyed by the request's D1 binding). A read is never shared across requests: the Workers
// runtime does not let one request wait on another's I/O.
const readsInFlight = new WeakMap<D1Database, Promise<Published>>();

export function clearPublicationsCache() {
  cache = null;
}

function publishedSet(rows: readonly PublicationRow[]): Published {
  const made = new Map<PublicationKind, readonly PublishedItem[]>();
  return {
    has: (kind) => rows.some((row) => row.kind === kind),
    items(kind) {
      let items = made.get(kind);
      if (!items) {
        items = rows
          .filter((row) => row.kind === kind)
          .map(publishedItem)
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title));
        made.set(kind, items);
      }
      return items;
    },
  };
}

/** The published items of one kind, newest first; both kinds are read with one query per TTL window. */
export async function listPublished(env: PublishingEnv, kind: PublicationKind): Promise<readonly PublishedItem[]> {
  return (await readPublished(env)).items(kind);
}

function readPublished(env: PublishingEnv): Promise<Published> {
  if (cache && cache.expiresAt > Date.now()) return Promise.resolve(cache.published);
  const inFlight = readsInFlight.get(env.DB);
  if (inFlight) return inFlight;
  const read = (async () => {
    const now = Date.now();
    const rows = await getReplicaDb(env.DB).select().from(publications).where(eq(publications.status, "published"));
    const published = publishedSet(rows);
    const ttlMs = readConfig(env).contentCacheTtlSeconds * 1000;
    if (ttlMs > 0) cache = { expiresAt: freshUntil(now, ttlMs), published };
    return published;
  })();
  readsInFlight.set(env.DB, read);
  // Kept only while in flight: afterwards the window's cache answers (or, with no TTL, a new read).
  const settled = () => readsInFlight.delete(env.DB);
  read.then(settled, settled);
  return read;
}

/**
 * A published item by its address; an address it had before answers with the current one (the
 * page redirects, 301); anything else, withdrawn items included, is not found.
 */
export async function findPublished(
  env: PublishingEnv,
  kind: PublicationKind,
  slug: string,
): Promise<{ item: PublishedItem } | { movedTo: string } | null> {
  const item = (await listPublished(env, kind)).find((candidate) => candidate.slug === slug);
  if (item) return { item };
  const [moved] = await getReplicaDb(env.DB)
    .select({ slug: publications.slug })
    .from(publicationOldSlugs)
    .innerJoin(publications, eq(publications.id, publicationOldSlugs.publicationId))
    .where(
      and(eq(publicationOldSlugs.kind, kind), eq(publicationOldSlugs.slug, slug), eq(publications.status, "published")),
    )
    .limit(1);
  return moved ? { movedTo: moved.slug } : null;
}

/**
 * Whether a case study is published (the menu and footer then link to /projects). A failed read
 * leaves the link out rather than failing every page.
 */
export async function hasPublishedCaseStudies(env: PublishingEnv): Promise<boolean> {
  try {
    return (await readPublished(env)).has("case-study");
  } catch (thrown) {
    logFailure("publications_not_loaded", { kind: "case-study", reason: failureReason(thrown) });
    return false;
  }
}
