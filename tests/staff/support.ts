import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runStaff, type StaffDeps } from "../../scripts/staff/cli";
import type { Platform } from "../../scripts/staff/platform";
import { type StaffRun, WRANGLER_ENV } from "../support/staff-process";

export { staffProcess } from "../support/staff-process";

export const WRANGLER = "node_modules/wrangler/bin/wrangler.js";

/** A new local state folder with every migration applied, as `npm run dev` would leave it. */
export async function migratedState(): Promise<string> {
  const persistTo = mkdtempSync(path.join(tmpdir(), "staff-state-"));
  await runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  return persistTo;
}

/**
 * Runs wrangler (standard input closed, so it never waits at a prompt); rejects with its output
 * when it fails. Asynchronous for the same reason as staffProcess.
 */
export function runWrangler(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [WRANGLER, ...args],
      { encoding: "utf8", env: WRANGLER_ENV },
      (error, out, err) => {
        if (error) reject(new Error(`wrangler ${args.join(" ")} failed:\n${out}\n${err}`));
        else resolve(out);
      },
    );
    child.stdin?.end();
  });
}

/** Runs one staff command in this process, on a platform the tests share; `deps` adds to what it is given. */
export async function staffWith(
  platform: Platform,
  migrationsDir: string | undefined,
  args: string[],
  deps: StaffDeps = {},
): Promise<StaffRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStaff(
    args,
    { out: (text) => out.push(text), err: (text) => err.push(text) },
    { ...deps, openPlatform: async () => platform, migrationsDir },
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}
