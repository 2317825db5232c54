import { execFileSync } from "node:child_process";
import { E2E_STATE } from "../../../playwright.config";

/** Runs SQL against the local D1 database the end-to-end server uses, and returns the rows. */
export function queryD1<Row = Record<string, unknown>>(sql: string): Row[] {
  const output = execFileSync(
    process.execPath,
    ["node_modules/wrangler/bin/wrangler.js", "d1", "execute", "DB", "--local", "--persist-to", E2E_STATE, "--json", "--command", sql],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const results = JSON.parse(output) as { results: Row[] }[];
  return results.flatMap((result) => result.results);
}

export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
