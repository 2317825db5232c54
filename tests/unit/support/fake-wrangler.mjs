// A stand-in for wrangler's CLI (WRANGLER_BIN) for the tests of scripts/setup.mjs: it keeps an
// account's D1 databases (and their read replication mode), R2 buckets (and their lifecycle
// rules) and queues in the JSON file FAKE_WRANGLER_STATE, records every call there, and prints
// what wrangler 4.164 prints for the commands setup uses. The queue list is served two per page,
// so that reading it takes more than one page.
// FAKE_WRANGLER_FAIL, a command such as "queues create", makes that command fail as without login.
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

const statePath = process.env.FAKE_WRANGLER_STATE;
if (!statePath) throw new Error("FAKE_WRANGLER_STATE is not set");
/**
 * A lifecycle rule as the R2 API returns it (the fields wrangler's `lifecycle list` prints).
 * @typedef {{ id: string, enabled: boolean, conditions: { prefix?: string }, deleteObjectsTransition?: { condition: { type: "Age", maxAge: number } }, abortMultipartUploadsTransition?: { condition: { type: "Age", maxAge: number } } }} LifecycleRule
 */
/** @type {{ d1: { uuid: string, name: string, read_replication?: { mode: "auto" | "disabled" } }[], r2: string[], lifecycle?: Record<string, LifecycleRule[]>, queues: string[], calls: string[][] }} */
const state = JSON.parse(readFileSync(statePath, "utf8"));
const args = process.argv.slice(2);
state.calls.push(args);
const save = () => writeFileSync(statePath, `${JSON.stringify(state, null, 2)}\n`);
save();

const positional = args.filter(
  (arg, i) => !arg.startsWith("--") && !args[i - 1]?.match(/^--(config|page|expire-days)$/),
);
const depth = positional[0] === "r2" ? (positional[2] === "lifecycle" ? 4 : 3) : 2;
const command = positional.slice(0, depth).join(" ");
const name = positional[depth] ?? "";
/** @param {string} flag */
const option = (flag) => {
  const index = args.indexOf(flag);
  return index === -1 ? undefined : args[index + 1];
};

/** @param {string} message */
function error(message) {
  console.error(`\n✘ [ERROR] ${message}\n`);
  process.exit(1);
}

/**
 * A table as wrangler's logger.table draws it (cli-table3 with its default characters).
 * @param {Record<string, string>[]} rows
 */
function table(rows) {
  if (rows.length === 0) return "┌┐\n└┘";
  const head = Object.keys(rows[0] ?? {});
  const widths = head.map((key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length)) + 2);
  /** @type {(left: string, mid: string, right: string) => string} */
  const line = (left, mid, right) => left + widths.map((w) => "─".repeat(w)).join(mid) + right;
  /** @param {unknown[]} values */
  const cells = (values) => "│" + values.map((v, i) => ` ${String(v).padEnd((widths[i] ?? 0) - 1)}`).join("│") + "│";
  const body = rows.map((row) => cells(head.map((key) => row[key])));
  const separated = body.flatMap((row) => [line("├", "┼", "┤"), row]);
  return [line("┌", "┬", "┐"), cells(head), ...separated, line("└", "┴", "┘")].join("\n");
}

if (process.env.FAKE_WRANGLER_FAIL === command) {
  error("In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable.");
}

switch (command) {
  case "d1 list":
    if (!args.includes("--json")) error("the fake answers `d1 list` with --json only");
    console.log(
      JSON.stringify(
        state.d1.map(({ uuid, name }) => ({
          uuid,
          name,
          created_at: "2026-11-23T19:00:00.000Z",
          version: "production",
        })),
        null,
        2,
      ),
    );
    break;
  case "d1 create": {
    if (state.d1.some((db) => db.name === name)) error(`A database with that name already exists [code: 7502]`);
    const db = { uuid: randomUUID(), name };
    state.d1.push(db);
    save();
    console.log(`✅ Successfully created DB '${name}' in region WEUR\nCreated your new D1 database.\n`);
    console.log(
      `{\n  "d1_databases": [\n    {\n      "binding": "DB",\n      "database_name": "${name}",\n      "database_id": "${db.uuid}"\n    }\n  ]\n}`,
    );
    break;
  }
  case "d1 info": {
    if (!args.includes("--json")) error("the fake answers `d1 info` with --json only");
    const db = state.d1.find((candidate) => candidate.name === name || candidate.uuid === name);
    if (!db) error(`Couldn't find a D1 DB with name or binding '${name}' in your config or the API.`);
    // The API's details of the database (a new one has replication off), then the last day's metrics.
    const { read_replication = { mode: "disabled" }, ...listed } = db ?? {};
    console.log(
      JSON.stringify(
        {
          ...listed,
          created_at: "2026-11-23T19:00:00.000Z",
          num_tables: 6,
          running_in_region: "WEUR",
          read_replication,
          database_size: 98304,
          read_queries_24h: 0,
          write_queries_24h: 0,
          rows_read_24h: 0,
          rows_written_24h: 0,
        },
        null,
        2,
      ),
    );
    break;
  }
  case "r2 bucket list":
    console.log("Listing buckets...");
    console.log(
      state.r2.map((bucket) => `name:           ${bucket}\ncreation_date:  2026-11-23T19:00:00.000Z`).join("\n\n"),
    );
    break;
  case "r2 bucket create":
    if (state.r2.includes(name)) error(`The bucket you tried to create already exists, and you own it. [code: 10004]`);
    state.r2.push(name);
    save();
    console.log(`Creating bucket '${name}'...\n✅ Created bucket '${name}' with default storage class of Standard.`);
    break;
  case "r2 bucket lifecycle add": {
    if (!state.r2.includes(name)) error(`The specified bucket does not exist. [code: 10006]`);
    const [id = "", prefix = ""] = positional.slice(depth + 1);
    const rules = state.lifecycle?.[name] ?? [];
    if (rules.some((rule) => rule.id === id)) error(`A rule with the ID '${id}' already exists. [code: 10040]`);
    const maxAge = Number(option("--expire-days")) * 86400;
    rules.push({
      id,
      enabled: true,
      conditions: { prefix },
      deleteObjectsTransition: { condition: { type: "Age", maxAge } },
    });
    state.lifecycle = { ...state.lifecycle, [name]: rules };
    save();
    console.log(
      `Adding lifecycle rule '${id}' to bucket '${name}'...\n✨ Added lifecycle rule '${id}' to bucket '${name}'.`,
    );
    break;
  }
  case "r2 bucket lifecycle list": {
    if (!state.r2.includes(name)) error(`The specified bucket does not exist. [code: 10006]`);
    console.log(`Listing lifecycle rules for bucket '${name}'...`);
    const rules = state.lifecycle?.[name] ?? [];
    if (rules.length === 0) {
      console.log(`There are no lifecycle rules for bucket '${name}'.`);
      break;
    }
    /** @param {{ maxAge: number }} condition */
    const after = (condition) => `after ${condition.maxAge / 86400} days`;
    const blocks = rules.map((rule) => {
      const actions = [];
      if (rule.deleteObjectsTransition) actions.push(`Expire objects ${after(rule.deleteObjectsTransition.condition)}`);
      if (rule.abortMultipartUploadsTransition)
        actions.push(`Abort incomplete multipart uploads ${after(rule.abortMultipartUploadsTransition.condition)}`);
      const view = {
        name: rule.id,
        enabled: rule.enabled ? "Yes" : "No",
        prefix: rule.conditions.prefix || "(all prefixes)",
        action: actions.join(", ") || "(none)",
      };
      return Object.entries(view)
        .map(([label, value]) => `${label}:`.padEnd(10) + value)
        .join("\n");
    });
    console.log(blocks.join("\n\n"));
    break;
  }
  case "queues list": {
    const page = Number(option("--page") ?? 1);
    const rows = state.queues.slice((page - 1) * 2, page * 2).map((queue, i) => ({
      id: `q${page}${i}`,
      name: queue,
      created_on: "2026-11-23T19:00:00.000Z",
      modified_on: "2026-11-23T19:00:00.000Z",
      producers: "0",
      consumers: "0",
    }));
    console.log(table(rows));
    break;
  }
  case "queues create":
    if (state.queues.includes(name)) error(`A queue with this name already exists. [code: 11009]`);
    state.queues.push(name);
    save();
    console.log(`🌀 Creating queue '${name}'\n✅ Created queue '${name}'`);
    break;
  default:
    error(`the fake wrangler does not know \`${args.join(" ")}\``);
}
