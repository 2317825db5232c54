// Serves the production build (build/server) locally with workerd through `wrangler dev --local`,
// after applying the D1 migrations to the same local state.
// Port: PORT or --port (default 8787). State folder: PERSIST_TO or --persist-to (default .wrangler/state).
// --fresh starts from an empty state folder (used by the end-to-end tests).
// Extra `--var NAME:VALUE` arguments are passed to wrangler.
// SITE_URL (the origin of canonical links, Open Graph URLs, the sitemap and robots.txt) is the
// address this server answers on, http://127.0.0.1:<port>, unless the caller gives one: the
// SITE_URL environment variable or `--var SITE_URL:<origin>`.
import { existsSync, rmSync } from "node:fs";
import { applyLocalMigrations, localDevArgs, runServer } from "./local-wrangler.mjs";

const args = process.argv.slice(2);
function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = args[index + 1];
  args.splice(index, 2);
  return value;
}

const port = option("port", process.env.PORT ?? "8787");
const persistTo = option("persist-to", process.env.PERSIST_TO ?? ".wrangler/state");
const fresh = args.includes("--fresh");
if (fresh) args.splice(args.indexOf("--fresh"), 1);
if (fresh) rmSync(persistTo, { recursive: true, force: true });

if (!existsSync("build/server/wrangler.json")) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

applyLocalMigrations(persistTo);

// wrangler takes a var's name up to the first colon and the rest as its value, colons included.
const callerSiteUrl = args.some((arg) => /^(--var=)?SITE_URL:/.test(arg));
const siteUrl = callerSiteUrl ? [] : ["--var", `SITE_URL:${process.env.SITE_URL || `http://127.0.0.1:${port}`}`];

runServer([...localDevArgs(port, persistTo), ...siteUrl, ...args]);
