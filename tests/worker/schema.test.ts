import { env } from "cloudflare:test";
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import {
  assistantAnswers,
  contacts,
  erasures,
  pictures,
  staffDigests,
  unansweredQuestions,
  usageCounts,
  voiceUploadBytes,
  voiceUploads,
  webContent,
  webContentVersions,
} from "~/db/schema";

interface ColumnInfo {
  name: string;
  notnull: number;
  pk: number;
}

describe("drizzle schema and SQL migrations", () => {
  for (const table of [
    webContent,
    contacts,
    voiceUploads,
    staffDigests,
    voiceUploadBytes,
    usageCounts,
    erasures,
    webContentVersions,
    unansweredQuestions,
    pictures,
    assistantAnswers,
  ]) {
    const config = getTableConfig(table);
    it(`${config.name} has the same columns in both`, async () => {
      const { results } = await env.DB.prepare(`PRAGMA table_info(${config.name})`).all<ColumnInfo>();
      const migrated = results.map((column) => ({
        name: column.name,
        notNull: column.notnull === 1 || column.pk === 1,
      }));
      const declared = config.columns.map((column) => ({ name: column.name, notNull: column.notNull }));
      expect(migrated.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        declared.sort((a, b) => a.name.localeCompare(b.name)),
      );
    });
  }
});
