// `npm run setup -- --env staging|production`: finds or creates the Cloudflare resources an
// environment of wrangler.jsonc names (its D1 database, R2 bucket and every queue, dead-letter
// queues included) and writes the database's ID into wrangler.jsonc. Safe to run again: what
// exists is found, not created twice, and the file is written only when something changed.
// It also gives the recordings bucket the lifecycle rule that expires unclaimed uploads, and
// fails when another rule would delete the recordings kept for staff
// (docs/decisions/0024-lifecycle-rule-for-unclaimed-recordings.md). It reports whether the
// database has read replication on, with the step that switches it on where it is off
// (docs/decisions/0025-d1-read-replicas-for-page-text.md).
//   --site-url URL, --staff-email ADDRESS, --notify-from ADDRESS  also set those vars of the environment
//   --config PATH  another wrangler.jsonc (default: wrangler.jsonc)
// Needs `npx wrangler login` (or CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID) first.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  emailProblems,
  environmentNames,
  environmentResources,
  readWranglerConfig,
  runWranglerCaptured,
  setJsoncValue,
  siteUrlProblems,
  validateEnvironment,
  workerConfigProblems,
} from "./deploy-config.mjs";

function fail(message) {
  console.error(`setup: ${message}`);
  process.exit(1);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      env: { type: "string" },
      config: { type: "string", default: "wrangler.jsonc" },
      "site-url": { type: "string" },
      "staff-email": { type: "string" },
      "notify-from": { type: "string" },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const configPath = options.config;
let text, config;
try {
  ({ text, config } = readWranglerConfig(configPath));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const envName = options.env;
if (!envName || !environmentNames(config).includes(envName)) {
  fail(`name the environment to set up: --env ${environmentNames(config).join("|")}`);
}

// The vars given on the command line are checked before anything is created.
const varUpdates = Object.entries({
  SITE_URL: options["site-url"],
  STAFF_EMAIL: options["staff-email"],
  NOTIFY_FROM: options["notify-from"],
}).filter(([, value]) => value !== undefined);
const varProblems = [
  ...workerConfigProblems(Object.fromEntries(varUpdates)),
  ...varUpdates.flatMap(([name, value]) => (name === "SITE_URL" ? siteUrlProblems(value) : emailProblems(name, value))),
];
if (varProblems.length > 0) fail(`nothing was changed:\n- ${varProblems.join("\n- ")}`);

/**
 * Runs a wrangler command and returns its output; stops setup with that output when it fails.
 * The config is named explicitly, so wrangler reads it (an account_id, if it has one) and not a
 * build's redirected configuration. No environment is named: the resources are account-wide.
 */
function wrangler(args, { allowFailure } = { allowFailure: undefined }) {
  const { status, stdout, output } = runWranglerCaptured([...args, "--config", configPath]);
  if (status !== 0 && !allowFailure?.test(output)) {
    const hint = /CLOUDFLARE_API_TOKEN|wrangler login/.test(output)
      ? "\nLog in first with `npx wrangler login` (or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID)."
      : "";
    fail(`\`wrangler ${args.join(" ")}\` failed (exit code ${status}):\n${output.trim()}${hint}`);
  }
  return { ok: status === 0, stdout, output };
}

/** Wrangler's "Would you like Wrangler to add it on your behalf?" is answered here, by setup itself. */
const NO_CONFIG_UPDATE = "--update-config=false";

/** A create that failed because the resource is already there (it was not on the listed page). */
const ALREADY_EXISTS = /already exists|already taken|already owned/i;

/** @type {{ kind: string, name: string, outcome: "found" | "created" }[]} */
const report = [];
/**
 * Records and prints one resource's outcome as soon as it is known (each wrangler call takes
 * seconds, so the output shows progress).
 * @param {string} kind @param {string} name @param {"found" | "created"} outcome @param {string} [detail]
 */
function note(kind, name, outcome, detail) {
  report.push({ kind, name, outcome });
  console.log(`  ${`${kind} ${name}`.padEnd(44)} ${outcome}${detail ? ` (${detail})` : ""}`);
}

// D1: `d1 list --json` pages through every database itself. Its JSON is read from standard
// output, from the line that opens the array: wrangler may log a line before it (such as which
// configuration file it reads) and warnings go to standard error.
function listDatabases() {
  const { stdout, output } = wrangler(["d1", "list", "--json"]);
  const start = stdout.search(/^\[/m);
  try {
    if (start === -1) throw new Error("no JSON array");
    return /** @type {{ uuid: string, name: string }[]} */ (JSON.parse(stdout.slice(start)));
  } catch {
    return fail(`could not read the output of \`wrangler d1 list --json\`:\n${output}`);
  }
}

const { database, buckets, queues } = environmentResources(config, envName);
if (!database?.name) fail(`env.${envName} has no D1 binding DB with a database_name`);
console.log(`Environment "${envName}" (${configPath}):`);
let databaseId = listDatabases().find((db) => db.name === database.name)?.uuid;
if (databaseId) {
  note("D1 database", database.name, "found", databaseId);
} else {
  const created = wrangler(["d1", "create", database.name, NO_CONFIG_UPDATE], { allowFailure: ALREADY_EXISTS });
  // The ID is read back from the list rather than from create's human-readable output.
  databaseId = listDatabases().find((db) => db.name === database.name)?.uuid;
  if (!databaseId) fail(`D1 database ${database.name} is not listed after \`wrangler d1 create\`:\n${created.output}`);
  note("D1 database", database.name, created.ok ? "created" : "found", databaseId);
}

// D1 read replication: page text is read through a session any replica may serve, but D1 makes
// replicas only once replication is switched on for the database, and wrangler has no command
// that switches it on (docs/decisions/0025-d1-read-replicas-for-page-text.md). So setup reads
// the mode from `d1 info --json` and, while it is not "auto", says how to switch it on by hand.
// The site works the same without it (every read then goes to the primary), so this is not a
// failure, and a mode that could not be read is reported the same way.
const handSteps = [];
/** The database's replication mode ("auto" is on, "disabled" off), or why it could not be read. */
function readReplication(name) {
  const { ok, stdout, output } = wrangler(["d1", "info", name, "--json"], { allowFailure: /[^]/ });
  const unread = (why) => ({ mode: "unknown", why });
  const start = stdout.search(/^\{/m);
  if (!ok || start === -1) return unread(/^\s*(\S.*)$/m.exec(output)?.[1] ?? "no output");
  try {
    const mode = JSON.parse(stdout.slice(start)).read_replication?.mode;
    return typeof mode === "string" ? { mode } : unread("no read_replication in the database's details");
  } catch {
    return unread("its output is not JSON");
  }
}
const replication = readReplication(database.name);
console.log(
  `  ${`D1 replication ${database.name}`.padEnd(44)} ${replication.mode}${replication.why ? ` (${replication.why})` : ""}`,
);
if (replication.mode !== "auto") {
  handSteps.push(
    `switch on read replication for D1 database ${database.name}: in the dashboard, ` +
      `Storage & Databases > D1 > ${database.name} > Settings > Enable Read Replication; or with an API token allowed D1:Edit:\n` +
      `  curl -X PUT "https://api.cloudflare.com/client/v4/accounts/$CLOUDFLARE_ACCOUNT_ID/d1/database/${databaseId}" \\\n` +
      `    -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" -H "Content-Type: application/json" \\\n` +
      `    -d '{"read_replication": {"mode": "auto"}}'`,
  );
}

// R2: `r2 bucket list` prints one "name: ..." block per bucket.
const bucketNames = new Set(
  [...wrangler(["r2", "bucket", "list"]).output.matchAll(/^name:\s+(\S+)/gm)].map((match) => match[1]),
);
for (const bucket of buckets) {
  if (bucketNames.has(bucket)) {
    note("R2 bucket", bucket, "found");
  } else {
    const created = wrangler(["r2", "bucket", "create", bucket, NO_CONFIG_UPDATE], { allowFailure: ALREADY_EXISTS });
    note("R2 bucket", bucket, created.ok ? "created" : "found");
  }
}

// R2 lifecycle: a rule matches keys by prefix and acts on their age alone. Uploads wait under
// UNCLAIMED_PREFIX until an idea claims them and moves them to the bucket's root, under
// RECORDING_PREFIX (app/features/voice-idea/recordings.server.ts), so one rule on the unclaimed
// prefix expires what nobody claimed, behind the ten-minute cron that deletes it after a day.
// Any rule that would expire objects under the kept recordings' prefix (or every prefix) is
// reported as something to fix: it would delete staff's recordings in time.
const RECORDING_PREFIX = "voice-idea-";
const UNCLAIMED_PREFIX = "unclaimed/";
const UNCLAIMED_RULE = "expire-unclaimed-recordings";
const UNCLAIMED_EXPIRE_DAYS = 2;
/** `r2 bucket lifecycle list` prints one block of "label: value" lines per rule. */
function lifecycleRules(bucket) {
  const { output } = wrangler(["r2", "bucket", "lifecycle", "list", bucket]);
  return output
    .split(/\n\s*\n/)
    .map((block) =>
      Object.fromEntries(
        [...block.matchAll(/^(name|enabled|prefix|action):\s+(.*)$/gm)].map((match) => [match[1], match[2].trim()]),
      ),
    )
    .filter((rule) => rule.name);
}
const lifecycleProblems = [];
for (const bucket of buckets) {
  const rules = lifecycleRules(bucket);
  const expiring = rules.filter((rule) => rule.enabled === "Yes" && /Expire objects/.test(rule.action ?? ""));
  const deleting = expiring.filter((rule) => {
    const prefix = rule.prefix === "(all prefixes)" ? "" : (rule.prefix ?? "");
    return RECORDING_PREFIX.startsWith(prefix) || prefix.startsWith(RECORDING_PREFIX);
  });
  for (const rule of deleting) {
    lifecycleProblems.push(
      `R2 bucket ${bucket}: lifecycle rule "${rule.name}" (${rule.prefix}: ${rule.action}) would delete the recordings kept for staff; ` +
        `remove it with \`npx wrangler r2 bucket lifecycle remove ${bucket} --name ${rule.name}\``,
    );
  }
  const unclaimedRule = rules.find((rule) => rule.name === UNCLAIMED_RULE);
  if (unclaimedRule && (unclaimedRule.prefix !== UNCLAIMED_PREFIX || !expiring.includes(unclaimedRule))) {
    lifecycleProblems.push(
      `R2 bucket ${bucket}: lifecycle rule "${UNCLAIMED_RULE}" (${unclaimedRule.prefix}: ${unclaimedRule.action}, enabled: ${unclaimedRule.enabled}) ` +
        `should expire ${UNCLAIMED_PREFIX} after ${UNCLAIMED_EXPIRE_DAYS} days; remove it with ` +
        `\`npx wrangler r2 bucket lifecycle remove ${bucket} --name ${UNCLAIMED_RULE}\` and run setup again`,
    );
  } else if (!unclaimedRule) {
    wrangler([
      "r2",
      "bucket",
      "lifecycle",
      "add",
      bucket,
      UNCLAIMED_RULE,
      UNCLAIMED_PREFIX,
      "--expire-days",
      String(UNCLAIMED_EXPIRE_DAYS),
      "--force",
    ]);
  }
  note(
    "R2 lifecycle",
    `${bucket} ${UNCLAIMED_PREFIX}`,
    unclaimedRule ? "found" : "created",
    `expire after ${UNCLAIMED_EXPIRE_DAYS} days`,
  );
  console.log(
    `  ${`R2 lifecycle ${bucket}`.padEnd(44)} ${deleting.length === 0 ? "no rule deletes kept recordings" : `${deleting.length} rule(s) delete kept recordings`}`,
  );
}

// Queues: `queues list` prints one page of a table; pages are read until one adds no new name.
/** The "name" column of every row of a table drawn by wrangler (cli-table3). */
function tableColumn(output, column) {
  const rows = output
    .split("\n")
    .filter((line) => line.startsWith("│"))
    .map((line) =>
      line
        .split("│")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const index = rows[0]?.indexOf(column) ?? -1;
  return index === -1 ? [] : rows.slice(1).map((row) => row[index]);
}
const queueNames = new Set();
for (let page = 1; page <= 100; page++) {
  const names = tableColumn(wrangler(["queues", "list", "--page", String(page)]).output, "name");
  const before = queueNames.size;
  for (const name of names) queueNames.add(name);
  if (queueNames.size === before) break;
}
for (const queue of queues) {
  if (queueNames.has(queue)) {
    note("Queue", queue, "found");
  } else {
    const created = wrangler(["queues", "create", queue], { allowFailure: ALREADY_EXISTS });
    note("Queue", queue, created.ok ? "created" : "found");
  }
}

// wrangler.jsonc: the database ID and the vars given, each written only when it differs.
const changes = [];
const before = text;
if (database.id !== databaseId) {
  const index = config.env[envName].d1_databases.findIndex((db) => db.binding === "DB");
  text = setJsoncValue(text, ["env", envName, "d1_databases", index, "database_id"], databaseId);
  changes.push(`database_id = ${databaseId}`);
}
for (const [name, value] of varUpdates) {
  if (config.env[envName].vars?.[name] !== value) {
    text = setJsoncValue(text, ["env", envName, "vars", name], value);
    changes.push(`${name} = ${value}`);
  }
}
// The e-mail binding may send only from NOTIFY_FROM to STAFF_EMAIL (decision 0039), so a new
// address given here moves its restriction with it.
const restrictions = { STAFF_EMAIL: "destination_address", NOTIFY_FROM: "allowed_sender_addresses" };
for (const [name, value] of varUpdates) {
  const field = restrictions[/** @type {keyof typeof restrictions} */ (name)];
  if (!field) continue;
  (config.env[envName].send_email ?? []).forEach((binding, index) => {
    const restricted = field === "destination_address" ? value : [value];
    if (JSON.stringify(binding[field]) === JSON.stringify(restricted)) return;
    text = setJsoncValue(text, ["env", envName, "send_email", index, field], restricted);
    changes.push(`send_email ${binding.name} ${field} = ${value}`);
  });
}
if (text !== before) writeFileSync(configPath, text);
({ config } = readWranglerConfig(configPath));

const createdCount = report.filter((item) => item.outcome === "created").length;
console.log(`${createdCount} created, ${report.length - createdCount} found.`);
console.log(
  changes.length > 0
    ? `${configPath}: env.${envName} ${changes.join(", ")}. Commit it.`
    : `${configPath}: unchanged (env.${envName} already up to date).`,
);

const left = [...validateEnvironment(config, envName), ...lifecycleProblems];
if (left.length > 0) {
  console.log(`\nStill to fix before \`npm run deploy -- --env ${envName}\`:\n- ${left.join("\n- ")}`);
  // Deploy refuses the configuration gaps itself, but it cannot see a lifecycle rule, and such a
  // rule loses recordings; so setup fails here.
  if (lifecycleProblems.length > 0) process.exitCode = 1;
} else {
  console.log(`\nReady: npm run deploy -- --env ${envName}`);
}
if (handSteps.length > 0) {
  console.log(`\nBy hand (wrangler has no command for it):\n- ${handSteps.join("\n- ")}`);
}
