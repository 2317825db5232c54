import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";

/** wrangler (and the staff command, which starts it) offline: no metrics, no request for Request.cf. */
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

export interface StaffRun {
  code: number;
  out: string;
  err: string;
}

/** The arguments package.json's `staff` script gives tsx, so the tests run exactly that command. */
function staffScriptArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  const [runner, ...args] = scripts.staff!.split(" ");
  if (runner !== "tsx") throw new Error(`the staff script no longer runs tsx: ${scripts.staff}`);
  return ["node_modules/tsx/dist/cli.mjs", ...args];
}

/**
 * Runs `npm run staff -- <args>` as staff do: a process of its own that starts its own workerd.
 * Asynchronously: a test's shared platform must go on handling its connections meanwhile (a
 * blocked event loop misses workerd closing an idle one, and the next query fails on it).
 */
export function staffProcess(args: string[]): Promise<StaffRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...staffScriptArgs(), ...args],
      { encoding: "utf8", env: WRANGLER_ENV },
      (error, out, err) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, out, err });
      },
    );
  });
}
