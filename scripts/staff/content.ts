// `staff content`: the editable sections of the catalogue, their stored values in web_content,
// their versions, and what visitors see. The rules, the rendering and the writes are the staff
// console's own server module, so the command and the console refuse and store alike.
import { readdirSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { DEFAULT_LANGUAGE } from "~/db/schema";
// The page-text module itself rather than the console's entry point, which would also load the
// console's access check and the privacy feature for every content command.
import * as pageText from "~/features/staff-console/page-text.server";
import { withBusyRetry } from "./platform";

export {
  HISTORY_LIMIT,
  MAX_CONTENT_CHARS,
  PageTextInputError as InputError,
  checkSection,
  prepareContent,
  renderSection,
  type SectionState,
  type SectionVersion,
} from "~/features/staff-console/page-text.server";

/** Who a change made by the command is recorded as: the command and the user running it. */
export function commandUser(): string {
  try {
    return `staff command (${userInfo().username})`;
  } catch {
    // No user name for this process (a container without a passwd entry).
    return "staff command";
  }
}

// Each call is retried while a local dev or end-to-end server holds the database's lock; a write
// is one D1 batch, a transaction, so a refused attempt left nothing behind.
const retried =
  <Args extends unknown[], Result>(run: (db: D1Database, ...args: Args) => Promise<Result>) =>
  (db: D1Database, ...args: Args) =>
    withBusyRetry(() => run(db, ...args));
export const listSections = retried(pageText.listSections);
export const showSection = retried(pageText.showSection);
export const setSection = retried(pageText.setSection);
export const resetSection = retried(pageText.resetSection);
export const sectionHistory = retried(pageText.sectionHistory);
export const restoreVersion = retried(pageText.restoreVersion);

/** A SQL string literal: the value between single quotes, each single quote inside doubled. */
export function sqlStringLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** Who a change applied by a migration is recorded as. */
export const MIGRATION_USER = "migration (npm run staff -- content set --migration)";

/** The SQL of a migration that stores `html` as the section's value and records the version. */
export function contentMigrationSql(page: string, section: string, html: string): string {
  pageText.checkSection(page, section);
  return `-- Page text: ${page} / ${section} (${DEFAULT_LANGUAGE}), written by \`npm run staff -- content set --migration\`.
-- The values below are SQL string literals, each single quote inside doubled, so the text cannot
-- end its literal early. That is safe here because this file is reviewed in git and applied as
-- it stands; the staff command never builds SQL from text at run time (it binds its values).
-- The HTML is already sanitised as the site renders it.
INSERT INTO web_content (page_identifier, section_identifier, language_code, content_html, updated_at)
VALUES (${sqlStringLiteral(page)}, ${sqlStringLiteral(section)}, ${sqlStringLiteral(DEFAULT_LANGUAGE)}, ${sqlStringLiteral(html)}, CURRENT_TIMESTAMP)
ON CONFLICT (page_identifier, section_identifier, language_code)
DO UPDATE SET content_html = excluded.content_html, updated_at = excluded.updated_at;
INSERT INTO web_content_versions (page_identifier, section_identifier, language_code, content_html, action, changed_by)
VALUES (${sqlStringLiteral(page)}, ${sqlStringLiteral(section)}, ${sqlStringLiteral(DEFAULT_LANGUAGE)}, ${sqlStringLiteral(html)}, 'set', ${sqlStringLiteral(MIGRATION_USER)});
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
