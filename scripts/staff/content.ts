// `staff content`: who the command records changes as, and a set written as a D1 migration. The
// rules, the rendering and the writes are the staff console's own server module
// (page-text.server.ts), so the command and the console refuse and store alike.
import { readdirSync, writeFileSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { DEFAULT_LANGUAGE } from "~/db/schema";
import * as pageText from "~/features/staff-console/page-text.server";

/** Who a change made by the command is recorded as: the command and the user running it. */
export function commandUser(): string {
  try {
    return `staff command (${userInfo().username})`;
  } catch {
    // No user name for this process (a container without a passwd entry).
    return "staff command";
  }
}

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

/** Writes the migration for the section as the next numbered file in `dir` and returns its path; never overwrites a file. */
export function writeContentMigration(dir: string, page: string, section: string, html: string): string {
  const numbers = readdirSync(dir).flatMap((name) => /^(\d{4})_.+\.sql$/.exec(name)?.[1] ?? []);
  const next = String(Math.max(0, ...numbers.map(Number)) + 1).padStart(4, "0");
  const file = path.join(dir, `${next}_content_${page}_${section}.sql`);
  writeFileSync(file, contentMigrationSql(page, section, html), { flag: "wx" });
  return file;
}
