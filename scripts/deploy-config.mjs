// What `npm run setup`, `npm run deploy` and the bench share about the deployed environments of
// wrangler.jsonc: reading and editing the file without losing its comments, the resources an
// environment names, the checks a deploy must pass, and running wrangler.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import jsonc from "jsonc-parser";
import { WRANGLER } from "./local-wrangler.mjs";

// The Worker's own configuration schema, so that a deploy checks the vars by the very rules the
// Worker applies when it starts. Node runs TypeScript by stripping its types (unflagged since
// Node 23.6; the project's Node is 26, first on PATH in npm scripts): older ones cannot load it.
if (Number(process.versions.node.split(".")[0]) < 26) {
  throw new Error(`Node ${process.versions.node} runs this script; it needs Node 26 (run it through npm run)`);
}
const { configIssues } = await import("../app/lib/config.server.ts");

/** The database_id wrangler.jsonc carries until `npm run setup` writes the real one. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-4000-8000-000000000000";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Wrangler's entry script. WRANGLER_BIN replaces it, so that the tests can run the scripts
 * against a fake that answers like wrangler without a Cloudflare account.
 */
export function wranglerBin() {
  return process.env.WRANGLER_BIN || WRANGLER;
}

/**
 * The environment every wrangler run gets: no usage metrics, and no CLOUDFLARE_ENV from the
 * caller's shell, which wrangler would otherwise take as the environment of a command that
 * names none.
 */
export function wranglerEnv(extra = {}) {
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", ...extra };
  if (!("CLOUDFLARE_ENV" in extra)) delete env.CLOUDFLARE_ENV;
  return env;
}

/**
 * Runs wrangler with its output captured (colours off, so that it can be parsed). Standard input
 * is closed: wrangler then never waits at a prompt and takes the non-interactive answer.
 * @param {string[]} args
 * @returns {{ status: number, stdout: string, output: string }}
 */
export function runWranglerCaptured(args) {
  const result = spawnSync(process.execPath, [wranglerBin(), ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: wranglerEnv({ FORCE_COLOR: "0" }),
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return {
    status: result.status ?? 1,
    stdout: stripVTControlCharacters(result.stdout ?? ""),
    output: stripVTControlCharacters(`${result.stdout ?? ""}${result.stderr ?? ""}`),
  };
}

/**
 * Parses the text of a wrangler.jsonc. Stops on a syntax error, since an edit of a file that
 * does not parse could land anywhere.
 * @param {string} text
 * @param {string} [source] the file's name, for the error message
 */
export function parseWranglerConfig(text, source = "wrangler.jsonc") {
  /** @type {import("jsonc-parser").ParseError[]} */
  const errors = [];
  const config = jsonc.parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0 || typeof config !== "object" || config === null) {
    const at = errors.map((error) => `${jsonc.printParseErrorCode(error.error)} at offset ${error.offset}`);
    throw new Error(`${source} is not valid JSONC: ${at.join(", ") || "not an object"}`);
  }
  return config;
}

/**
 * Reads a wrangler.jsonc: its text (to edit) and its parsed value.
 * @param {string} configPath
 */
export function readWranglerConfig(configPath) {
  const text = readFileSync(configPath, "utf8");
  return { text, config: parseWranglerConfig(text, configPath) };
}

/**
 * Sets one value in JSONC text, leaving every comment, blank line and other value as it was.
 * @param {string} text
 * @param {(string | number)[]} jsonPath
 * @param {unknown} value
 */
export function setJsoncValue(text, jsonPath, value) {
  const edits = jsonc.modify(text, jsonPath, value, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" },
  });
  return jsonc.applyEdits(text, edits);
}

/** The names under `env`: the deployed environments. */
export function environmentNames(config) {
  return Object.keys(config.env ?? {});
}

/**
 * The account resources an environment's bindings name: its D1 database, its R2 bucket and every
 * queue it produces to, consumes or dead-letters into, each once.
 */
export function environmentResources(config, envName) {
  const env = config.env?.[envName] ?? {};
  const database = (env.d1_databases ?? []).find((db) => db.binding === "DB");
  const queues = [];
  for (const producer of env.queues?.producers ?? []) queues.push(producer.queue);
  for (const consumer of env.queues?.consumers ?? []) {
    queues.push(consumer.queue);
    if (consumer.dead_letter_queue) queues.push(consumer.dead_letter_queue);
  }
  return {
    database: database ? { name: database.database_name, id: database.database_id } : undefined,
    buckets: (env.r2_buckets ?? []).map((bucket) => bucket.bucket_name),
    queues: [...new Set(queues.filter(Boolean))],
  };
}

/**
 * Hosts reserved for documentation and tests (RFC 2606, RFC 6761): a config that still names
 * one was never filled in.
 */
export function isPlaceholderHost(host) {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (name === "localhost" || /\.(example|test|invalid|localhost)$/.test(name) || name === "example") return true;
  return /(^|\.)example\.(com|org|net)$/.test(name);
}

/**
 * What the Worker itself would refuse in the given vars (app/lib/config.server.ts), one sentence
 * per var and reason. Vars not given are left out: an environment's missing var is named by
 * validateEnvironment, and setup checks only the vars it writes.
 * @param {Record<string, unknown>} vars
 * @returns {string[]}
 */
export function workerConfigProblems(vars) {
  return configIssues(vars)
    .filter(({ name }) => Object.hasOwn(vars, name))
    .map(({ name, message }) => `${name} "${vars[name]}" ${message}`);
}

/** Problems a deployed e-mail var has beyond the Worker's rules: a placeholder domain. */
export function emailProblems(name, value) {
  if (typeof value !== "string" || !value.includes("@")) return [];
  return isPlaceholderHost(value.split("@").pop() ?? "") ? [`${name} "${value}" is a placeholder address`] : [];
}

/** Problems a deployed SITE_URL has beyond the Worker's rules: none when it is the https origin of a real host. */
export function siteUrlProblems(value) {
  if (typeof value !== "string" || !URL.canParse(value)) return [];
  const url = new URL(value);
  const problems = [];
  if (url.protocol !== "https:") problems.push(`SITE_URL "${value}" must start with https://`);
  if (url.pathname !== "/" || url.search || url.hash) {
    problems.push(`SITE_URL "${value}" must be an origin only, such as https://www.example.org (no path)`);
  }
  if (isPlaceholderHost(url.hostname)) problems.push(`SITE_URL "${value}" is a placeholder address`);
  return problems;
}

/**
 * Problems with an environment's send_email bindings: each must be restricted to the staff inbox
 * (`destination_address`, or `allowed_destination_addresses` holding only it) and to the sender,
 * so that no code path, whatever address it names, can mail anyone else.
 * @returns {string[]}
 */
export function sendEmailProblems(bindings, staffEmail, notifyFrom) {
  const problems = [];
  for (const binding of bindings ?? []) {
    const destinations = binding.destination_address
      ? [binding.destination_address, ...(binding.allowed_destination_addresses ?? [])]
      : (binding.allowed_destination_addresses ?? []);
    if (destinations.length === 0) {
      problems.push(
        `send_email binding ${binding.name} may send to any address: set "destination_address" to STAFF_EMAIL`,
      );
    } else if (destinations.some((address) => address !== staffEmail)) {
      problems.push(
        `send_email binding ${binding.name} may send to ${destinations.join(", ")}: only STAFF_EMAIL (${staffEmail ?? "unset"}) is allowed`,
      );
    }
    const senders = binding.allowed_sender_addresses ?? [];
    if (senders.length === 0 || senders.some((address) => address !== notifyFrom)) {
      problems.push(
        `send_email binding ${binding.name} must set "allowed_sender_addresses" to NOTIFY_FROM (${notifyFrom ?? "unset"}) alone`,
      );
    }
  }
  return problems;
}

/**
 * Turnstile's documented test site keys (developers.cloudflare.com/turnstile, "Testing"):
 * 1x00000000000000000000AA, 2x00000000000000000000AB, 3x00000000000000000000FF and the like.
 * tests/unit/deploy-config.test.ts checks every key of app/features/bot-check/bot-check.ts matches.
 */
export const TURNSTILE_TEST_SITE_KEY = /^[1-3]x0{20}[A-F]{2}$/;

/** The wrangler secret the Worker verifies Turnstile tokens with (docs/deploy.md "Turnstile keys"). */
export const TURNSTILE_SECRET = "TURNSTILE_SECRET_KEY";

/**
 * Problems with an environment's bot check: a deployed Worker runs Cloudflare Turnstile with its
 * own widget's site key, never the offline stand-in or a test key, whose tokens anyone can make.
 * @returns {string[]}
 */
export function turnstileProblems(vars) {
  const problems = [];
  if (vars.TURNSTILE_MODE !== "cloudflare") {
    problems.push(
      `TURNSTILE_MODE is "${vars.TURNSTILE_MODE ?? ""}": a deployed Worker needs "cloudflare" (see docs/deploy.md, Turnstile keys)`,
    );
  }
  if (TURNSTILE_TEST_SITE_KEY.test(vars.TURNSTILE_SITE_KEY ?? "")) {
    problems.push(
      `TURNSTILE_SITE_KEY "${vars.TURNSTILE_SITE_KEY}" is one of Turnstile's test keys: set the site key of the environment's own widget (see docs/deploy.md, Turnstile keys)`,
    );
  }
  return problems;
}

/**
 * Whether `wrangler secret list --format json` output names the Turnstile secret.
 * @param {string} output
 */
export function listsTurnstileSecret(output) {
  let secrets;
  try {
    secrets = JSON.parse(output);
  } catch {
    return false;
  }
  return Array.isArray(secrets) && secrets.some((secret) => secret?.name === TURNSTILE_SECRET);
}

/** The names of an environment's bindings, per kind, as wrangler.jsonc lists them. */
function bindingNames(env) {
  return {
    "D1 database": (env.d1_databases ?? []).map((db) => db.binding),
    "R2 bucket": (env.r2_buckets ?? []).map((bucket) => bucket.binding),
    "queue producer": (env.queues?.producers ?? []).map((producer) => producer.binding),
    send_email: (env.send_email ?? []).map((binding) => binding.name),
    "rate limiter": (env.ratelimits ?? []).map((limiter) => limiter.name),
    AI: env.ai ? [env.ai.binding] : [],
  };
}

/**
 * The staff console's access settings (docs/deploy.md "Cloudflare Access for the staff console"):
 * a deployed environment names its Access team domain and application AUD tag, which the Worker
 * checks every /staff request against, and never the development identity, which would let anyone
 * in.
 * @returns {string[]}
 */
export function staffAccessProblems(vars) {
  const problems = [];
  if (vars.STAFF_DEV_EMAIL) {
    problems.push(
      `STAFF_DEV_EMAIL is "${vars.STAFF_DEV_EMAIL}": the development identity lets anyone into /staff; a deployed environment leaves it empty`,
    );
  }
  // Their form is the Worker's rule (workerConfigProblems); a deployed Worker also needs them set.
  if (!vars.STAFF_ACCESS_TEAM_DOMAIN) {
    problems.push(
      "STAFF_ACCESS_TEAM_DOMAIN is empty: set the Access team domain, such as tetra.cloudflareaccess.com (see docs/deploy.md, Cloudflare Access for the staff console)",
    );
  }
  if (!vars.STAFF_ACCESS_AUD) {
    problems.push(
      "STAFF_ACCESS_AUD is empty: set the AUD tag of the environment's Access application for /staff (see docs/deploy.md, Cloudflare Access for the staff console)",
    );
  }
  return problems;
}

/** The types `npm run cf-typegen` (wrangler types) generates: the Workers AI catalog is their `AiModels`. */
export const GENERATED_TYPES = "worker-configuration.d.ts";

/** A var that names a Workers AI model (CHAT_MODEL, TOPIC_MODEL, WHISPER_MODEL). */
export const MODEL_SETTING = /_MODEL$/;

/**
 * The model names of the Workers AI catalog: the keys of `interface AiModels` in the generated
 * types, the names the binding's `run()` accepts. Stops when the types hold no catalog.
 * @param {string} typesText
 * @returns {Set<string>}
 */
export function aiModelCatalog(typesText) {
  const start = typesText.indexOf("interface AiModels {");
  if (start === -1) throw new Error(`${GENERATED_TYPES} has no AiModels catalog: run npm run cf-typegen`);
  const body = typesText.slice(start, typesText.indexOf("\n}", start));
  return new Set([...body.matchAll(/^\s*"([^"]+)":/gm)].map(([, name]) => /** @type {string} */ (name)));
}

/**
 * The catalog as the installed wrangler knows it (regenerated by `npm install` and `npm run typecheck`).
 * @param {string} [typesPath]
 */
export function readAiModelCatalog(typesPath = GENERATED_TYPES) {
  let text;
  try {
    text = readFileSync(typesPath, "utf8");
  } catch {
    throw new Error(`${typesPath} is missing: run npm run cf-typegen`);
  }
  return aiModelCatalog(text);
}

/**
 * Model settings that name no model of the catalog: Workers AI would refuse every call, and every
 * visitor would get the offline answer.
 * @param {Record<string, string | undefined>} vars
 * @param {Set<string>} catalog
 * @returns {string[]}
 */
export function modelProblems(vars, catalog) {
  return Object.entries(vars)
    .filter(([name, value]) => MODEL_SETTING.test(name) && !catalog.has(String(value)))
    .map(
      ([name, value]) =>
        `${name} "${value}" is not a model in the Workers AI catalog (the AiModels names in ${GENERATED_TYPES}): choose one of them (see docs/decisions/0070-chat-and-topic-models-from-the-catalog.md)`,
    );
}

/**
 * Everything that stops an environment from being deployed as it stands, as sentences; empty
 * when it can go. A deploy refuses while any is left; the dry run reports them as warnings.
 * @param {Set<string>} [catalog] the Workers AI model names (default: the generated types')
 * @returns {string[]}
 */
export function validateEnvironment(config, envName, catalog = readAiModelCatalog()) {
  const env = config.env?.[envName];
  if (!env) {
    const known = environmentNames(config);
    return [`there is no environment "${envName}" in wrangler.jsonc (known: ${known.join(", ") || "none"})`];
  }
  const problems = [];
  const { database } = environmentResources(config, envName);
  if (!database) {
    problems.push("there is no D1 binding DB");
  } else if (!database.id) {
    problems.push(`database_id of D1 database "${database.name}" is missing: run npm run setup -- --env ${envName}`);
  } else if (database.id === PLACEHOLDER_DATABASE_ID || /^0{8}-0{4}-/.test(database.id)) {
    problems.push(
      `database_id of D1 database "${database.name}" is the placeholder ${database.id}: run npm run setup -- --env ${envName}`,
    );
  } else if (!UUID.test(database.id)) {
    problems.push(`database_id "${database.id}" of D1 database "${database.name}" is not a D1 database ID`);
  }

  const vars = env.vars ?? {};
  problems.push(...workerConfigProblems(vars));
  problems.push(...siteUrlProblems(vars.SITE_URL));
  problems.push(...emailProblems("STAFF_EMAIL", vars.STAFF_EMAIL));
  problems.push(...emailProblems("NOTIFY_FROM", vars.NOTIFY_FROM));
  problems.push(...sendEmailProblems(env.send_email, vars.STAFF_EMAIL, vars.NOTIFY_FROM));
  if (vars.AI_MODE !== "workers-ai") {
    problems.push(`AI_MODE is "${vars.AI_MODE ?? ""}": a deployed Worker needs "workers-ai" (see docs/assistant.md)`);
  }
  problems.push(...staffAccessProblems(vars));
  problems.push(...turnstileProblems(vars));
  problems.push(...modelProblems(vars, catalog));
  // Vars and bindings are not inherited from the top level, so one missing here is missing in
  // the deployed Worker, which stops on a missing var and fails on a missing binding.
  for (const name of Object.keys(config.vars ?? {})) {
    if (!(name in vars)) problems.push(`var ${name} is missing (vars are not inherited from the top level)`);
  }
  const topLevel = bindingNames(config);
  const own = bindingNames(env);
  for (const [kind, names] of Object.entries(topLevel)) {
    for (const name of names) {
      if (!own[kind]?.includes(name)) problems.push(`${kind} binding ${name} is missing (bindings are not inherited)`);
    }
  }

  const routeHosts = (env.routes ?? []).map(
    (route) =>
      String(typeof route === "string" ? route : route.pattern)
        .replace(/^https?:\/\//, "")
        .split("/")[0],
  );
  for (const host of routeHosts) {
    if (isPlaceholderHost(host)) problems.push(`route "${host}" is a placeholder domain`);
  }
  if (typeof vars.SITE_URL === "string" && URL.canParse(vars.SITE_URL) && routeHosts.length > 0) {
    const siteHost = new URL(vars.SITE_URL).host;
    if (!routeHosts.includes(siteHost)) {
      problems.push(
        `SITE_URL's host ${siteHost} is not one of the environment's routes (${routeHosts.join(", ")}): every absolute link would point to a host this Worker does not serve`,
      );
    }
  }
  return problems;
}

/**
 * Reads wrangler's "Total Upload: 2665.79 KiB / gzip: 621.79 KiB" line: the size of the Worker's
 * code as deploy uploads it (all its modules; no static assets, no source maps), which Cloudflare
 * limits, and the gzip size of the same bytes.
 * @param {string} output
 */
export function parseUploadSize(output) {
  const match = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(stripVTControlCharacters(output));
  if (!match) return undefined;
  return { uploadKiB: Number(match[1]), gzipKiB: Number(match[2]) };
}

/**
 * Measures the built Worker (build/) as `wrangler deploy` would upload it, offline, through
 * `wrangler deploy --dry-run`; the bundle it writes goes to a temporary folder, removed after.
 * `envName` must be the environment the build was made for (wrangler refuses another one).
 * @param {{ envName?: string }} [options]
 * @returns {{ uploadKiB: number, gzipKiB: number, output: string }}
 */
export function measureWorkerSize({ envName } = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), "worker-dry-run-"));
  try {
    const args = ["deploy", "--dry-run", "--outdir", outdir];
    if (envName) args.push("--env", envName);
    const { status, output } = runWranglerCaptured(args);
    const size = parseUploadSize(output);
    if (status !== 0 || !size) {
      throw new Error(`wrangler deploy --dry-run failed (exit code ${status}):\n${output}`);
    }
    return { ...size, output };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** JSON with sorted keys, so that two objects compare by content, not by key order. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Differences between the configuration a build wrote (build/server/wrangler.json) and the
 * environment it was meant for: its name, vars, routes and the resources of its bindings. Empty
 * when the build is that environment's.
 * @returns {string[]}
 */
export function builtConfigProblems(built, config, envName) {
  const env = config.env?.[envName] ?? {};
  const resources = (cfg) => ({
    name: cfg.name,
    vars: cfg.vars ?? {},
    routes: cfg.routes ?? [],
    d1: (cfg.d1_databases ?? []).map(({ binding, database_name, database_id }) => ({
      binding,
      database_name,
      database_id,
    })),
    r2: (cfg.r2_buckets ?? []).map(({ binding, bucket_name }) => ({ binding, bucket_name })),
    queues: cfg.queues ?? {},
  });
  const expected = resources({ ...env, name: env.name ?? `${config.name}-${envName}` });
  const actual = resources(built);
  const problems = [];
  if (built.targetEnvironment !== envName) {
    problems.push(`it was built for ${built.targetEnvironment ? `"${built.targetEnvironment}"` : "the top level"}`);
  }
  for (const key of /** @type {(keyof typeof expected)[]} */ (Object.keys(expected))) {
    if (canonical(actual[key]) !== canonical(expected[key])) {
      problems.push(`${key}: built ${canonical(actual[key])}, expected ${canonical(expected[key])}`);
    }
  }
  return problems;
}
