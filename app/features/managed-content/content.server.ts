import { and, eq } from "drizzle-orm";
import { EDITABLE_CONTENT, type EditablePage, type EditableSection } from "~/content/editable";
import { getDb } from "~/db/client.server";
import { DEFAULT_LANGUAGE, webContent } from "~/db/schema";
import { classifyContentError, type ContentError } from "./content-errors";
import { escapeHtml, sanitizeHtml } from "./sanitize-html.server";
import { readConfig, type ConfigVars } from "~/lib/config.server";

export type PageContent<P extends EditablePage> =
  { ok: true; page: P; sections: Record<EditableSection<P>, string> } | { ok: false; page: P; error: ContentError };

interface CacheEntry {
  expiresAt: number;
  sections: Record<string, string>;
}

// Per-isolate cache: staff edits show within CONTENT_CACHE_TTL_SECONDS.
const cache = new Map<string, CacheEntry>();

export function clearContentCache() {
  cache.clear();
}

type ContentEnv = { DB: D1Database } & ConfigVars;

/**
 * Every section is returned as HTML. Reads every section of one page in a single D1 query. Missing rows and NULL or blank
 * content fall back to the built-in wording; stored HTML is sanitised before it is returned.
 */
export async function loadPageContent<P extends EditablePage>(
  env: ContentEnv,
  page: P,
  language: string = DEFAULT_LANGUAGE,
): Promise<PageContent<P>> {
  const key = `${page}\u0000${language}`;
  const ttlMs = readConfig(env).contentCacheTtlSeconds * 1000;
  const cached = cache.get(key);
  if (cached && cached.expiresAt > Date.now()) {
    return { ok: true, page, sections: cached.sections as Record<EditableSection<P>, string> };
  }

  let rows: { section: string; html: string | null }[];
  try {
    rows = await getDb(env.DB)
      .select({ section: webContent.sectionIdentifier, html: webContent.contentHtml })
      .from(webContent)
      .where(and(eq(webContent.pageIdentifier, page), eq(webContent.languageCode, language)));
  } catch (thrown) {
    return { ok: false, page, error: classifyContentError(thrown) };
  }

  const stored = new Map(rows.map((row) => [row.section, row.html]));
  const fallbacks: Record<string, string> = EDITABLE_CONTENT[page];
  const sections: Record<string, string> = {};
  for (const [section, fallback] of Object.entries(fallbacks)) {
    const html = stored.get(section);
    const clean = html ? sanitizeHtml(html) : "";
    sections[section] = clean || escapeHtml(fallback);
  }
  if (ttlMs > 0) cache.set(key, { expiresAt: Date.now() + ttlMs, sections });
  return { ok: true, page, sections: sections as Record<EditableSection<P>, string> };
}
