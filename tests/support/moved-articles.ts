import { readFileSync } from "node:fs";

/**
 * The three articles that migration 0015 moved into D1, read from the migration itself (the one
 * place their text is kept now), for tests that run without D1: the assistant's unit tests and
 * its evaluation. tests/worker/publications.test.ts checks the migrated rows against the text the
 * pages showed before the move.
 */
function sqlValues(sql: string): (string | number | null)[] {
  const values: (string | number | null)[] = [];
  let at = 0;
  while (at < sql.length) {
    const char = sql[at]!;
    if (char === "'") {
      let text = "";
      for (at++; ; at++) {
        if (sql[at] === "'" && sql[at + 1] === "'") [text, at] = [`${text}'`, at + 1];
        else if (sql[at] === "'") break;
        else text += sql[at];
      }
      values.push(text);
      at++;
    } else if (/[\dN]/.test(char)) {
      const token = /^(NULL|\d+)/.exec(sql.slice(at))![0];
      values.push(token === "NULL" ? null : Number(token));
      at += token.length;
    } else at++;
  }
  return values;
}

const MIGRATION = readFileSync(new URL("../../migrations/0015_publications.sql", import.meta.url), "utf8");

/** An article as the assistant's knowledge takes it (KnownPublication in site-knowledge.ts). */
interface MovedArticle {
  kind: "article";
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
}

export const MOVED_ARTICLES: MovedArticle[] = [
  ...MIGRATION.matchAll(/INSERT INTO publications \(([^)]*)\)\s*VALUES \(([\s\S]*?)\);\n/g),
].map(([, columns, values]) => {
  const row = Object.fromEntries(
    columns!.split(",").map((column, index) => [column.trim(), sqlValues(values!)[index]]),
  );
  return {
    kind: "article",
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    bodyHtml: String(row.body_html),
  };
});
