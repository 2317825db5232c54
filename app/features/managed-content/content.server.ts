import { and, eq, inArray } from "drizzle-orm";
import { EDITABLE_CONTENT, EDITABLE_PAGES, type EditablePage, type EditableSection } from "~/content/editable";
import type { SectionKind } from "~/content/editable-copy";
import { getReplicaDb } from "~/db/client.server";
import { DEFAULT_LANGUAGE, webContent } from "~/db/schema";
import { classifyContentError, type ContentError } from "./content-errors";
import { escapeHtml, sanitizeHtml } from "./sanitize-html.server";
import { readConfig, type ConfigVars } from "~/lib/config.server";
import { freshUntil } from "~/lib/content-freshness.server";
import { failureReason, logFailure } from "~/lib/log.server";

export type PageContent<P extends EditablePage> =
  { ok: true; page: P; sections: Record<EditableSection<P>, string> } | { ok: false; page: P; error: ContentError };

interface CacheEntry {
  expiresAt: number;
  sections: Record<string, string>;
}

// Per-isolate cache; its entries expire with the page caches' (content-freshness.server.ts), so
// staff edits show within CONTENT_CACHE_TTL_SECONDS.
const cache = new Map<string, CacheEntry>();

export function clearContentCache() {
  cache.clear();
}

type ContentEnv = { DB: D1Database } & ConfigVars;

/**
 * Every section of one page, as HTML, read with a single D1 query. Missing rows and NULL or blank
 * content fall back to the built-in wording; stored HTML is sanitised before it is returned.
 */
export async function loadPageContent<P extends EditablePage>(
  env: ContentEnv,
  page: P,
  language: string = DEFAULT_LANGUAGE,
): Promise<PageContent<P>> {
  const [content] = await loadPagesContent(env, [page], language);
  return content;
}

/**
 * The sections of several pages in the same single query, for a view that shows more than one
 * page's text (the Help & Connect hub above its blog highlights), so a page view stays one query.
 */
export async function loadPagesContent<const Pages extends readonly EditablePage[]>(
  env: ContentEnv,
  pages: Pages,
  language: string = DEFAULT_LANGUAGE,
): Promise<{ [I in keyof Pages]: PageContent<Pages[I]> }> {
  const ttlMs = readConfig(env).contentCacheTtlSeconds * 1000;
  const now = Date.now();
  const loaded = new Map<EditablePage, Record<string, string>>();
  for (const page of pages) {
    const cached = cache.get(cacheKey(page, language));
    if (cached && cached.expiresAt > now) loaded.set(page, cached.sections);
  }
  const toRead = pages.filter((page) => !loaded.has(page));
  let error: ContentError | null = null;
  if (toRead.length > 0) {
    try {
      // Page text may lag the primary by as much as the caches already let it, so any replica
      // may answer; nothing this request writes is read back here.
      const rows = await getReplicaDb(env.DB)
        .select({
          page: webContent.pageIdentifier,
          section: webContent.sectionIdentifier,
          html: webContent.contentHtml,
        })
        .from(webContent)
        .where(and(inArray(webContent.pageIdentifier, toRead), eq(webContent.languageCode, language)));
      for (const page of toRead) {
        const stored = new Map(rows.filter((row) => row.page === page).map((row) => [row.section, row.html]));
        const sections = pageSections(page, stored);
        loaded.set(page, sections);
        if (ttlMs > 0) cache.set(cacheKey(page, language), { expiresAt: freshUntil(now, ttlMs), sections });
      }
    } catch (thrown) {
      // The visitor is told a generic reason; what D1 said goes to the log.
      logFailure("content_not_loaded", { pages: toRead.join(","), language, reason: failureReason(thrown) });
      error = classifyContentError(thrown);
    }
  }
  return pages.map((page) => {
    const sections = loaded.get(page);
    return sections ? { ok: true, page, sections } : { ok: false, page, error };
  }) as { [I in keyof Pages]: PageContent<Pages[I]> };
}

function cacheKey(page: EditablePage, language: string) {
  return `${page}\u0000${language}`;
}

/** Every section of a page as visitors see it, from the rows stored for it (section → stored HTML). */
export function pageSections(page: EditablePage, stored: Map<string, string | null>): Record<string, string> {
  const sections: Record<string, string> = {};
  for (const section of Object.keys(EDITABLE_CONTENT[page])) {
    sections[section] = renderSection(page, section, stored.get(section)).html;
  }
  return sections;
}

/**
 * What visitors see of one section: its stored HTML, sanitised for where the section is shown
 * (inline inside a heading or paragraph, or a block of its own), or the escaped built-in text
 * when nothing visible is stored. The staff command previews edits with this same function.
 */
export function renderSection(
  page: EditablePage,
  section: string,
  stored: string | null | undefined,
): { source: "stored" | "built-in"; html: string } {
  const kinds: Record<string, SectionKind> = EDITABLE_PAGES[page].kinds;
  const fallbacks: Record<string, string> = EDITABLE_CONTENT[page];
  const clean = stored ? sanitizeHtml(stored, kinds[section]) : "";
  return clean ? { source: "stored", html: clean } : { source: "built-in", html: escapeHtml(fallbacks[section] ?? "") };
}
