// How the project's scripts run wrangler on this machine: offline, quiet, and never waiting at a prompt.
import { spawn, spawnSync } from "node:child_process";

export const WRANGLER = "node_modules/wrangler/bin/wrangler.js";

/**
 * The environment for local runs. Wrangler sends no usage metrics, and it does not try to fetch
 * the `Request.cf` sample object from Cloudflare (offline that fails with a stack trace, and the
 * built-in placeholder serves local runs just as well).
 */
export const LOCAL_ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * Applies migrations/ to the local D1 database in `persistTo` (wrangler's default state folder
 * when omitted). Standard input is closed so that wrangler treats the run as non-interactive and
 * applies them without its "about to apply N migrations (Y/n)" prompt. Exits on failure.
 */
export function applyLocalMigrations(persistTo) {
  const args = [WRANGLER, "d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  const result = spawnSync(process.execPath, args, { stdio: ["ignore", "inherit", "inherit"], env: LOCAL_ENV });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The arguments (for Node) that run `wrangler dev` serving a build on this machine at
 * http://127.0.0.1:<port>, with its local state in `persistTo`. Each server gets its own devtools
 * port, derived from its own, instead of wrangler's shared default 9229: servers started side by
 * side (the end-to-end tests, the bench's site and floor) never collide.
 * @param {string | number} port
 * @param {string} persistTo
 */
export function localDevArgs(port, persistTo) {
  return [
    WRANGLER,
    "dev",
    "--local",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persistTo,
    "--inspector-port",
    String(Number(port) + 10_000),
    "--show-interactive-dev-session=false",
  ];
}

/**
 * Runs a Node script (a server) in the local environment until it exits, and ends this process
 * with its exit code; Ctrl-C and SIGTERM are passed on to it.
 */
export function runServer(args) {
  const server = spawn(process.execPath, args, { stdio: "inherit", env: LOCAL_ENV });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
