import { applyD1Migrations, env } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

// The worker project runs every file in one workerd (`isolate: false` in vitest.config.ts: one
// start instead of one per file), so the database a file left behind is still there. Each file
// starts from what a fresh deployment holds: every table dropped, then the migrations applied,
// seed content included.
const { results: tables } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
).all<{ name: string }>();
if (tables.length > 0) {
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map(({ name }) => env.DB.prepare(`DROP TABLE IF EXISTS "${name}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Queue jobs an earlier file sent (transcriptions, staff mail) name rows by id, and the queue may
// still deliver them while this file runs. Each file's ids start where no earlier file's did, so
// such a job finds no row here instead of acting on this file's.
const { results: counted } = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%AUTOINCREMENT%'",
).all<{ name: string }>();
const firstId = (Date.now() % 1_000_000) * 1_000;
await env.DB.batch(
  counted.flatMap(({ name }) => [
    env.DB.prepare("DELETE FROM sqlite_sequence WHERE name = ?1").bind(name),
    env.DB.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES (?1, ?2)").bind(name, firstId),
  ]),
);
