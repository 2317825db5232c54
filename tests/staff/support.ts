import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runStaff, type StaffDeps } from "../../scripts/staff/cli";
import type { Platform } from "../../scripts/staff/platform";

export const WRANGLER = "node_modules/wrangler/bin/wrangler.js";
export const WRANGLER_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

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

export interface StaffRun {
  code: number;
  out: string;
  err: string;
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
