import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { E2E_STATE } from "../../../playwright.config";

// The local D1 database of the end-to-end server is a SQLite file in WAL mode, where readers never
// block the server's writes. The tests read it with Debian's sqlite3: each `wrangler d1 execute`
// opened a second D1 instance that wrote to the file, and the server's inserts at that moment
// failed with "database is locked". The few writes run before the parallel tests (d1.setup.ts).
function databaseFile(state: string): string {
  const folder = join(state, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(folder).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1)
    throw new Error(`Expected one D1 database in ${folder}, found: ${files.join(", ") || "none"}`);
  return join(folder, files[0]!);
}

/**
 * Runs SQL against the local D1 database the end-to-end server uses (or the server whose state
 * folder is `state`), and returns the rows.
 */
export function queryD1<Row = Record<string, unknown>>(sql: string, state = E2E_STATE): Row[] {
  const output = execFileSync(
    "sqlite3",
    // Waits up to 10 s for a lock, and leaves checkpointing the write-ahead log to the server.
    [
      "-bail",
      "-json",
      "-cmd",
      ".output /dev/null",
      "-cmd",
      ".dbconfig no_ckpt_on_close on",
      "-cmd",
      ".output stdout",
      "-cmd",
      ".timeout 10000",
      databaseFile(state),
      sql,
    ],
    { encoding: "utf8" },
  );
  return output.trim() ? (JSON.parse(output) as Row[]) : [];
}

/** D1 refuses inserts into contacts whose subject starts with this (d1.setup.ts adds the trigger). */
export const REFUSED_SUBJECT = "E2E refused insert";

export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
