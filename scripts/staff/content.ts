// `staff content`: the editable sections of the catalogue, their stored values in web_content,
// and what visitors see, rendered by the site's own sanitiser.
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EDITABLE_CONTENT, EDITABLE_PAGES, type EditablePage } from "~/content/editable";
import { DEFAULT_LANGUAGE } from "~/db/schema";
import { renderSection as renderForVisitors, sanitizeHtml } from "~/features/managed-content/index.server";
import { withBusyRetry, type StaffDb } from "./platform";

/**
 * The longest value `content set` accepts, in characters, before sanitising. The built-in
 * sections are one to three sentences (the longest about 400 characters); 20 000 leaves room for
 * a long section of formatted text, some 3 000 words, while refusing what is almost certainly a
 * mistake: a whole exported document or a pasted image. Every section of a page is read in one
 * query and inlined into the page's HTML, so one huge value slows every view of that page.
 */
export const MAX_CONTENT_CHARS = 20_000;

/** The catalogue, seen only through its shape: page → section → built-in text. */
const CATALOGUE: Record<string, Record<string, string>> = EDITABLE_CONTENT;

export class InputError extends Error {}

export function pages(): string[] {
  return Object.keys(CATALOGUE);
}

/** Checks a page and section against the catalogue; the error lists the valid ones. */
export function checkSection(page: string, section?: string): void {
  const sections = Object.hasOwn(CATALOGUE, page) ? CATALOGUE[page]! : undefined;
  if (!sections) {
    throw new InputError(`unknown page "${page}". Editable pages: ${pages().join(", ")}`);
  }
  if (section !== undefined && !Object.hasOwn(sections, section)) {
    throw new InputError(
      `unknown section "${section}" of ${page}. Its editable sections: ${Object.keys(sections).join(", ")}`,
    );
  }
}

/** What the site renders for a section (the site's own function): sanitised stored HTML, or the escaped built-in text. */
export function renderSection(page: string, section: string, stored: string | null | undefined) {
  checkSection(page, section);
  return renderForVisitors(page as EditablePage, section, stored);
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
  checkSection(page, section);
  const length = [...input].length;
  if (length > MAX_CONTENT_CHARS) {
    throw new InputError(
      `the text is ${length} characters long; a section holds at most ${MAX_CONTENT_CHARS} (see README, Changing page text)`,
    );
  }
  const control = forbiddenControl(input);
  if (control !== undefined) {
    const code = control.toString(16).padStart(2, "0");
    throw new InputError(`the text contains the control character \\x${code}, which no page text needs`);
  }
  const kinds: Record<string, "inline" | "block"> = EDITABLE_PAGES[page as EditablePage].kinds;
  const html = sanitizeHtml(input, kinds[section]);
  if (html === "") {
    throw new InputError(
      "the text sanitises to nothing (only markup the site removes, such as <script>, or nothing at all): visitors would see the built-in text. To show the built-in text, use content reset",
    );
  }
  const visible = html
    .replace(/<(img|video|audio|svg)\b/gi, "x")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\s/g, "");
  if (visible === "") {
    throw new InputError(`the text sanitises to "${html}", which shows nothing: visitors would see an empty section`);
  }
  return { html, changed: html !== input.trim() };
}

interface ContentRow {
  section_identifier: string;
  content_html: string | null;
  updated_at: string;
}

export interface SectionState {
  page: string;
  section: string;
  fallback: string;
  stored: { html: string | null; updatedAt: string } | null;
  rendered: { source: "stored" | "built-in"; html: string };
}

async function storedRows(db: StaffDb, page: string, section?: string): Promise<ContentRow[]> {
  const query =
    "SELECT section_identifier, content_html, updated_at FROM web_content WHERE page_identifier = ?1 AND language_code = ?2" +
    (section === undefined ? " ORDER BY section_identifier" : " AND section_identifier = ?3");
  const values = section === undefined ? [page, DEFAULT_LANGUAGE] : [page, DEFAULT_LANGUAGE, section];
  const { results } = await withBusyRetry(() =>
    db
      .prepare(query)
      .bind(...values)
      .all<ContentRow>(),
  );
  return results;
}

function stateOf(page: string, section: string, row: ContentRow | undefined): SectionState {
  const fallback = CATALOGUE[page]![section]!;
  return {
    page,
    section,
    fallback,
    stored: row ? { html: row.content_html, updatedAt: row.updated_at } : null,
    rendered: renderSection(page, section, row?.content_html),
  };
}

/** Every editable section of one page (or of all), with its stored value and what visitors see. */
export async function listSections(db: StaffDb, page?: string): Promise<SectionState[]> {
  if (page !== undefined) checkSection(page);
  const states: SectionState[] = [];
  for (const name of page === undefined ? pages() : [page]) {
    const rows = new Map((await storedRows(db, name)).map((row) => [row.section_identifier, row]));
    for (const section of Object.keys(CATALOGUE[name]!)) states.push(stateOf(name, section, rows.get(section)));
  }
  return states;
}

export async function showSection(db: StaffDb, page: string, section: string): Promise<SectionState> {
  checkSection(page, section);
  const [row] = await storedRows(db, page, section);
  return stateOf(page, section, row);
}

/** Stores `html` (already prepared) as the section's value: inserted, or updated in place. */
export async function setSection(db: StaffDb, page: string, section: string, html: string): Promise<SectionState> {
  checkSection(page, section);
  await withBusyRetry(() =>
    db
      .prepare(
        `INSERT INTO web_content (page_identifier, section_identifier, language_code, content_html, updated_at)
         VALUES (?1, ?2, ?3, ?4, CURRENT_TIMESTAMP)
         ON CONFLICT (page_identifier, section_identifier, language_code)
         DO UPDATE SET content_html = excluded.content_html, updated_at = excluded.updated_at`,
      )
      .bind(page, section, DEFAULT_LANGUAGE, html)
      .run(),
  );
  return showSection(db, page, section);
}

/** Deletes the section's row, so visitors see the built-in text; says whether there was one. */
export async function resetSection(db: StaffDb, page: string, section: string): Promise<boolean> {
  checkSection(page, section);
  const result = await withBusyRetry(() =>
    db
      .prepare("DELETE FROM web_content WHERE page_identifier = ?1 AND section_identifier = ?2 AND language_code = ?3")
      .bind(page, section, DEFAULT_LANGUAGE)
      .run(),
  );
  return (result.meta.changes ?? 0) > 0;
}

/** A SQL string literal: the value between single quotes, each single quote inside doubled. */
export function sqlStringLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** The SQL of a migration that stores `html` as the section's value. */
export function contentMigrationSql(page: string, section: string, html: string): string {
  checkSection(page, section);
  return `-- Page text: ${page} / ${section} (${DEFAULT_LANGUAGE}), written by \`npm run staff -- content set --migration\`.
-- The values below are SQL string literals, each single quote inside doubled, so the text cannot
-- end its literal early. That is safe here because this file is reviewed in git and applied as
-- it stands; the staff command never builds SQL from text at run time (it binds its values).
-- The HTML is already sanitised as the site renders it.
INSERT INTO web_content (page_identifier, section_identifier, language_code, content_html, updated_at)
VALUES (${sqlStringLiteral(page)}, ${sqlStringLiteral(section)}, ${sqlStringLiteral(DEFAULT_LANGUAGE)}, ${sqlStringLiteral(html)}, CURRENT_TIMESTAMP)
ON CONFLICT (page_identifier, section_identifier, language_code)
DO UPDATE SET content_html = excluded.content_html, updated_at = excluded.updated_at;
`;
}

/** The next migration file in `dir`: numbered one after the highest there. */
export function nextMigrationPath(dir: string, page: string, section: string): string {
  const numbers = readdirSync(dir)
    .map((name) => /^(\d{4})_.+\.sql$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .map(Number);
  const next = String(Math.max(0, ...numbers) + 1).padStart(4, "0");
  return path.join(dir, `${next}_content_${page}_${section}.sql`);
}

/** Writes the migration for the section and returns its path; never overwrites a file. */
export function writeContentMigration(dir: string, page: string, section: string, html: string): string {
  const file = nextMigrationPath(dir, page, section);
  writeFileSync(file, contentMigrationSql(page, section, html), { flag: "wx" });
  return file;
}
