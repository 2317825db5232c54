import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";

export interface StaffRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `npm run staff -- <args>` exactly as package.json defines it (tsx and its arguments). */
export function runStaff(args: string[]): Promise<StaffRun> {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
  const [runner, ...scriptArgs] = scripts.staff!.split(" ");
  if (runner !== "tsx") throw new Error(`the staff script no longer runs tsx: ${scripts.staff}`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", ...scriptArgs, ...args],
      {
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      },
      (error, out, err) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, out, err }),
    );
  });
}
