// `npm run deploy -- --env staging|production [--dry-run]`: checks the environment's part of
// wrangler.jsonc, builds the Worker for that environment, applies the D1 migrations to its
// database, then deploys it.
//   --dry-run  offline: configuration problems are warnings (placeholders are expected before
//              `npm run setup`), nothing remote runs, and `wrangler deploy --dry-run` bundles the
//              Worker and reports its upload size. `npm test` runs it for production.
// The build replaces build/ with the environment's Worker; `npm run build` makes the local one again.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  builtConfigProblems,
  environmentNames,
  listsTurnstileSecret,
  measureWorkerSize,
  runWranglerCaptured,
  TURNSTILE_SECRET,
  readWranglerConfig,
  validateEnvironment,
  wranglerBin,
  wranglerEnv,
} from "./deploy-config.mjs";

const REACT_ROUTER = "node_modules/@react-router/dev/bin.cjs";
const BUILT_CONFIG = "build/server/wrangler.json";

function fail(message) {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

let options;
try {
  ({ values: options } = parseArgs({ options: { env: { type: "string" }, "dry-run": { type: "boolean" } } }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const dryRun = options["dry-run"] === true;
let config;
try {
  ({ config } = readWranglerConfig("wrangler.jsonc"));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const envName = options.env;
if (!envName || !environmentNames(config).includes(envName)) {
  fail(`name the environment to deploy: --env ${environmentNames(config).join("|")}`);
}

let problems;
try {
  problems = validateEnvironment(config, envName);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (problems.length > 0 && !dryRun) {
  fail(`refusing to deploy "${envName}"; fix wrangler.jsonc first:\n- ${problems.join("\n- ")}`);
}
if (problems.length > 0) {
  console.warn(
    `Warning: a deploy of "${envName}" would be refused until these are fixed:\n- ${problems.join("\n- ")}\n`,
  );
}

// The Turnstile secret is set with `wrangler secret put`, never in wrangler.jsonc, so only the
// account can say whether it is there; without it every protected form would refuse visitors.
if (dryRun) {
  console.log(
    `Reminder: a deploy checks that the secret ${TURNSTILE_SECRET} is set (wrangler secret put ${TURNSTILE_SECRET} --env ${envName}); the dry run cannot ask the account.`,
  );
} else {
  const secrets = runWranglerCaptured(["secret", "list", "--format", "json", "--env", envName]);
  if (secrets.status !== 0) fail(`could not list the secrets of "${envName}":\n${secrets.output}`);
  if (!listsTurnstileSecret(secrets.stdout)) {
    fail(
      `refusing to deploy "${envName}": the secret ${TURNSTILE_SECRET} is not set. Run: npx wrangler secret put ${TURNSTILE_SECRET} --env ${envName} (see docs/deploy.md, Turnstile keys)`,
    );
  }
}

/** Runs a step with the terminal attached (wrangler may ask to confirm), and stops on failure. */
function step(title, command, args, env = wranglerEnv()) {
  console.log(`\n== ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.error) throw result.error;
  if (result.status !== 0) fail(`${title} failed (exit code ${result.status ?? result.signal}).`);
  console.log(`(${title}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// The Cloudflare Vite plugin builds for the environment CLOUDFLARE_ENV names: build/server/wrangler.json
// then holds that environment's name and bindings, and .wrangler/deploy/config.json points
// wrangler at it.
step(`build for ${envName}`, process.execPath, [REACT_ROUTER, "build"], { ...process.env, CLOUDFLARE_ENV: envName });
const builtProblems = builtConfigProblems(JSON.parse(readFileSync(BUILT_CONFIG, "utf8")), config, envName);
if (builtProblems.length > 0) {
  fail(`${BUILT_CONFIG} is not the "${envName}" configuration:\n- ${builtProblems.join("\n- ")}`);
}
console.log(`${BUILT_CONFIG} has the "${envName}" name, vars and bindings.`);

if (dryRun) {
  console.log(`\n== wrangler deploy --dry-run --env ${envName}`);
  const started = performance.now();
  const size = measureWorkerSize({ envName });
  console.log(size.output.trim());
  console.log(`(dry run: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  // Cloudflare limits the uncompressed size (64 MiB); the gzip size is what the bench budgets.
  console.log(`\nWorker upload: ${size.uploadKiB} KiB, gzip ${size.gzipKiB} KiB. Dry run only: nothing was deployed.`);
  process.exit(0);
}

// Migrations first: the new code may read a column they add. They run while the previous
// version serves, so each one must also suit the code that is live (add, never drop or rename
// in the same release). wrangler.jsonc is named so that the database is the one checked above.
const wrangler = [wranglerBin()];
step(`D1 migrations (${envName})`, process.execPath, [
  ...wrangler,
  ...["d1", "migrations", "apply", "DB", "--remote", "--config", "wrangler.jsonc", "--env", envName],
]);
// Plain `wrangler deploy` takes the redirected configuration the build wrote; `--env` makes it
// refuse if that build was made for another environment.
step(`wrangler deploy (${envName})`, process.execPath, [...wrangler, "deploy", "--env", envName]);
console.log(`\nDeployed "${envName}". Check ${new URL("/api/health", config.env[envName].vars.SITE_URL)}`);
