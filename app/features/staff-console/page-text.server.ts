import { and, asc, desc, eq, sql } from "drizzle-orm";
import { EDITABLE_CONTENT, EDITABLE_PAGES, type EditablePage } from "~/content/editable";
import type { SectionKind } from "~/content/editable-copy";
import { getDb } from "~/db/client.server";
import { DEFAULT_LANGUAGE, webContent, webContentVersions, type ContentVersionAction } from "~/db/schema";
import { renderSection as renderForVisitors, sanitizeHtml } from "~/features/managed-content/index.server";

/**
 * Page text as staff change it: the rules a new value must meet, what visitors will see of it,
 * and the stored value with its versions. The staff console and `npm run staff -- content` both
 * run this module, so they refuse the same values with the same words and record every change
 * with who made it (docs/decisions/0042-*).
 */

/**
 * The longest value staff may store, in characters, before sanitising. The built-in sections are
 * one to three sentences (the longest about 400 characters); 20 000 leaves room for a long section
 * of formatted text, some 3 000 words, while refusing what is almost certainly a mistake: a whole
 * exported document or a pasted image. Every section of a page is read in one query and inlined
 * into the page's HTML, so one huge value slows every view of that page.
 */
export const MAX_CONTENT_CHARS = 20_000;

/** How many versions of a section the history shows, newest first. */
export const HISTORY_LIMIT = 50;

/** The catalogue, seen only through its shape: page → section → built-in text. */
const CATALOGUE: Record<string, Record<string, string>> = EDITABLE_CONTENT;

/** A value or a page/section that staff must correct; its message says how. */
export class PageTextInputError extends Error {}

export function editablePageNames(): string[] {
  return Object.keys(CATALOGUE);
}

export function isEditableSection(page: string, section: string): boolean {
  return Object.hasOwn(CATALOGUE, page) && Object.hasOwn(CATALOGUE[page]!, section);
}

/** Checks a page and section against the catalogue; the error lists the valid ones. */
export function checkSection(page: string, section?: string): void {
  const sections = Object.hasOwn(CATALOGUE, page) ? CATALOGUE[page]! : undefined;
  if (!sections) {
    throw new PageTextInputError(`unknown page "${page}". Editable pages: ${editablePageNames().join(", ")}`);
  }
  if (section !== undefined && !Object.hasOwn(sections, section)) {
    throw new PageTextInputError(
      `unknown section "${section}" of ${page}. Its editable sections: ${Object.keys(sections).join(", ")}`,
    );
  }
}

/** What the site renders for a section (the site's own function): sanitised stored HTML, or the escaped built-in text. */
export function renderSection(page: string, section: string, stored: string | null | undefined) {
  checkSection(page, section);
  return renderForVisitors(page as EditablePage, section, stored);
}

/** Whether the section is shown inside a heading, paragraph or list item (inline) or as a block. */
export function sectionKind(page: string, section: string): SectionKind {
  checkSection(page, section);
  const kinds: Record<string, SectionKind> = EDITABLE_PAGES[page as EditablePage].kinds;
  return kinds[section] ?? "block";
}

/** The first control character a value may not hold (all but tab, line feed and carriage return). */
function forbiddenControl(text: string): number | undefined {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && char !== "\t" && char !== "\n" && char !== "\r") || (code >= 0x7f && code <= 0x9f)) return code;
  }
  return undefined;
}

/**
 * Checks and sanitises a new value exactly as the site renders it, and returns the HTML to store
 * (what visitors will see). Refuses, with the reason, a value over the cap, one with control
 * characters, and one that sanitises to nothing visible.
 */
export function prepareContent(page: string, section: string, input: string): { html: string; changed: boolean } {
  const kind = sectionKind(page, section);
  const length = [...input].length;
  if (length > MAX_CONTENT_CHARS) {
    throw new PageTextInputError(
      `the text is ${length} characters long; a section holds at most ${MAX_CONTENT_CHARS} (see docs/staff.md, Changing page text)`,
    );
  }
  const control = forbiddenControl(input);
  if (control !== undefined) {
    const code = control.toString(16).padStart(2, "0");
    throw new PageTextInputError(`the text contains the control character \\x${code}, which no page text needs`);
  }
  const html = sanitizeHtml(input, kind);
  if (html === "") {
    throw new PageTextInputError(
      "the text sanitises to nothing (only markup the site removes, such as <script>, or nothing at all): visitors would see the built-in text. To show the built-in text, reset the section instead",
    );
  }
  const visible = html
    .replace(/<(img|video|audio|svg)\b/gi, "x")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\s/g, "");
  if (visible === "") {
    throw new PageTextInputError(
      `the text sanitises to "${html}", which shows nothing: visitors would see an empty section`,
    );
  }
  return { html, changed: html !== input.trim() };
}

export type Preview = { ok: true; html: string; changed: boolean } | { ok: false; error: string; html: string };

/**
 * A proposed value as the page will render it, without saving anything: the checks of a save,
 * then the page's own renderSection on the value (so the preview is the page's HTML, not a copy of
 * its rules). When the value would be refused, `error` says why and `html` is what visitors see
 * now instead: the built-in text.
 */
export function previewSection(page: string, section: string, input: string): Preview {
  try {
    const { changed } = prepareContent(page, section, input);
    return { ok: true, html: renderSection(page, section, input).html, changed };
  } catch (error) {
    if (!(error instanceof PageTextInputError)) throw error;
    return { ok: false, error: error.message, html: renderSection(page, section, null).html };
  }
}

export interface SectionState {
  page: string;
  section: string;
  fallback: string;
  stored: { html: string | null; updatedAt: string } | null;
  rendered: { source: "stored" | "built-in"; html: string };
}

export interface SectionVersion {
  id: number;
  html: string | null;
  action: ContentVersionAction;
  restoredVersion: number | null;
  changedBy: string;
  /** D1's CURRENT_TIMESTAMP, UTC: "YYYY-MM-DD HH:MM:SS". */
  changedAt: string;
}

function stateOf(page: string, section: string, row: { html: string | null; updatedAt: string } | undefined) {
  return {
    page,
    section,
    fallback: CATALOGUE[page]![section]!,
    stored: row ? { html: row.html, updatedAt: row.updatedAt } : null,
    rendered: renderSection(page, section, row?.html),
  } satisfies SectionState;
}

const sectionOf = (page: string, section: string) =>
  and(
    eq(webContent.pageIdentifier, page),
    eq(webContent.sectionIdentifier, section),
    eq(webContent.languageCode, DEFAULT_LANGUAGE),
  );

const versionsOf = (page: string, section: string) =>
  and(
    eq(webContentVersions.pageIdentifier, page),
    eq(webContentVersions.sectionIdentifier, section),
    eq(webContentVersions.languageCode, DEFAULT_LANGUAGE),
  );

const storedColumns = {
  section: webContent.sectionIdentifier,
  html: webContent.contentHtml,
  updatedAt: webContent.updatedAt,
};

/** Every editable section of one page (or of all), with its stored value and what visitors see. */
export async function listSections(d1: D1Database, page?: string): Promise<SectionState[]> {
  if (page !== undefined) checkSection(page);
  const names = page === undefined ? editablePageNames() : [page];
  const rows = await getDb(d1)
    .select({ page: webContent.pageIdentifier, ...storedColumns })
    .from(webContent)
    .where(eq(webContent.languageCode, DEFAULT_LANGUAGE))
    .orderBy(asc(webContent.sectionIdentifier));
  const states: SectionState[] = [];
  for (const name of names) {
    const stored = new Map(rows.filter((row) => row.page === name).map((row) => [row.section, row]));
    for (const section of Object.keys(CATALOGUE[name]!)) states.push(stateOf(name, section, stored.get(section)));
  }
  return states;
}

export async function showSection(d1: D1Database, page: string, section: string): Promise<SectionState> {
  checkSection(page, section);
  const [row] = await getDb(d1).select(storedColumns).from(webContent).where(sectionOf(page, section));
  return stateOf(page, section, row);
}

function versionInsert(
  d1: D1Database,
  page: string,
  section: string,
  change: { html: string | null; action: ContentVersionAction; restoredVersion?: number; changedBy: string },
) {
  return getDb(d1)
    .insert(webContentVersions)
    .values({
      pageIdentifier: page,
      sectionIdentifier: section,
      languageCode: DEFAULT_LANGUAGE,
      contentHtml: change.html,
      action: change.action,
      restoredVersion: change.restoredVersion ?? null,
      changedBy: change.changedBy,
    });
}

async function writeSection(
  d1: D1Database,
  page: string,
  section: string,
  html: string,
  change: { action: "set" | "restore"; restoredVersion?: number; changedBy: string },
): Promise<SectionState> {
  const db = getDb(d1);
  // One batch, which D1 runs as a transaction: the value and its version are stored together.
  await db.batch([
    db
      .insert(webContent)
      .values({ pageIdentifier: page, sectionIdentifier: section, languageCode: DEFAULT_LANGUAGE, contentHtml: html })
      .onConflictDoUpdate({
        target: [webContent.pageIdentifier, webContent.sectionIdentifier, webContent.languageCode],
        set: { contentHtml: html, updatedAt: sql`CURRENT_TIMESTAMP` },
      }),
    versionInsert(d1, page, section, { html, ...change }),
  ]);
  return showSection(d1, page, section);
}

/** Stores `html` (already prepared) as the section's value, and records the version. */
export async function setSection(
  d1: D1Database,
  page: string,
  section: string,
  html: string,
  changedBy: string,
): Promise<SectionState> {
  checkSection(page, section);
  return writeSection(d1, page, section, html, { action: "set", changedBy });
}

/**
 * Deletes the section's stored value, so visitors see the built-in text, and records that as a
 * version (only when there was a value to delete). Says whether there was one.
 */
export async function resetSection(d1: D1Database, page: string, section: string, changedBy: string): Promise<boolean> {
  checkSection(page, section);
  // One batch (a transaction): the version first, and only for a row that exists, then the delete.
  const [, deleted] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO web_content_versions (page_identifier, section_identifier, language_code, content_html, action, changed_by)
         SELECT page_identifier, section_identifier, language_code, NULL, 'reset', ?4 FROM web_content
         WHERE page_identifier = ?1 AND section_identifier = ?2 AND language_code = ?3`,
      )
      .bind(page, section, DEFAULT_LANGUAGE, changedBy),
    d1
      .prepare("DELETE FROM web_content WHERE page_identifier = ?1 AND section_identifier = ?2 AND language_code = ?3")
      .bind(page, section, DEFAULT_LANGUAGE),
  ]);
  return (deleted?.meta.changes ?? 0) > 0;
}

/** The section's versions, newest first (at most HISTORY_LIMIT). */
export async function sectionHistory(d1: D1Database, page: string, section: string): Promise<SectionVersion[]> {
  checkSection(page, section);
  return getDb(d1)
    .select({
      id: webContentVersions.id,
      html: webContentVersions.contentHtml,
      action: webContentVersions.action,
      restoredVersion: webContentVersions.restoredVersion,
      changedBy: webContentVersions.changedBy,
      changedAt: webContentVersions.changedAt,
    })
    .from(webContentVersions)
    .where(versionsOf(page, section))
    .orderBy(desc(webContentVersions.id))
    .limit(HISTORY_LIMIT);
}

/**
 * Makes an earlier version the section's value again (a version without a value: the built-in
 * text), recorded as a version of its own. The version must be one of this section's.
 */
export async function restoreVersion(
  d1: D1Database,
  page: string,
  section: string,
  versionId: number,
  changedBy: string,
): Promise<SectionState> {
  checkSection(page, section);
  const [version] = await getDb(d1)
    .select({ html: webContentVersions.contentHtml })
    .from(webContentVersions)
    .where(and(versionsOf(page, section), eq(webContentVersions.id, versionId)));
  if (!version) throw new PageTextInputError(`${page} / ${section} has no version ${versionId}`);
  if (version.html === null) {
    const db = getDb(d1);
    await db.batch([
      db.delete(webContent).where(sectionOf(page, section)),
      versionInsert(d1, page, section, { html: null, action: "restore", restoredVersion: versionId, changedBy }),
    ]);
    return showSection(d1, page, section);
  }
  // Stored versions were sanitised when saved; the rules are applied again in case they changed since.
  const { html } = prepareContent(page, section, version.html);
  return writeSection(d1, page, section, html, { action: "restore", restoredVersion: versionId, changedBy });
}
