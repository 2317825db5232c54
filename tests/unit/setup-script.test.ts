// scripts/setup.mjs against a fake wrangler (tests/unit/support/fake-wrangler.mjs) that keeps a
// Cloudflare account's resources in a JSON file, on a copy of the project's wrangler.jsonc.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLACEHOLDER_DATABASE_ID, parseWranglerConfig, validateEnvironment } from "../../scripts/deploy-config.mjs";
import { RECORDING_PREFIX } from "~/features/voice-idea/recordings.server";
import { UNCLAIMED_PREFIX } from "~/lib/leads";

/**
 * What is left after setup, which cannot make either: the committed config has no Access AUD tag
 * for the staff console and holds Turnstile's test site key until the environment's widget is made.
 */
const LEFT_AFTER_SETUP = [
  "STAFF_ACCESS_AUD is empty: set the AUD tag of the environment's Access application for /staff (see docs/deploy.md, Cloudflare Access for the staff console)",
  "TURNSTILE_SITE_KEY \"1x00000000000000000000AA\" is one of Turnstile's test keys: set the site key of the environment's own widget (see docs/deploy.md, Turnstile keys)",
];
const STILL_TO_FIX = LEFT_AFTER_SETUP.map((problem) => `- ${problem}\n`).join("");

/** A lifecycle rule as the R2 API returns it. */
interface LifecycleRule {
  id: string;
  enabled: boolean;
  conditions: { prefix?: string };
  deleteObjectsTransition?: { condition: { type: "Age"; maxAge: number } };
  abortMultipartUploadsTransition?: { condition: { type: "Age"; maxAge: number } };
}

interface AccountState {
  d1: { uuid: string; name: string; read_replication?: { mode: "auto" | "disabled" } }[];
  r2: string[];
  lifecycle?: Record<string, LifecycleRule[]>;
  queues: string[];
  calls: string[][];
}

let dir: string;
let configPath: string;
let statePath: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "setup-test-"));
  configPath = path.join(dir, "wrangler.jsonc");
  statePath = path.join(dir, "account.json");
  copyFileSync("wrangler.jsonc", configPath);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeAccount(state: Omit<AccountState, "calls">) {
  writeFileSync(statePath, JSON.stringify({ ...state, calls: [] }));
}
function readAccount(): AccountState {
  return JSON.parse(readFileSync(statePath, "utf8"));
}

function runSetup(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["scripts/setup.mjs", "--config", configPath, ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      WRANGLER_BIN: "tests/unit/support/fake-wrangler.mjs",
      FAKE_WRANGLER_STATE: statePath,
      ...env,
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The calls that changed the account: every `... create ...` and `... lifecycle add ...`. */
function creates(calls: string[][]) {
  return calls
    .filter((call) => call.includes("create") || call.includes("add"))
    .map((call) => (call.includes("add") ? call.filter((arg) => arg !== "--config" && !arg.endsWith(".jsonc")) : call))
    .map((call) => (call.includes("create") ? call.slice(0, call.indexOf("create") + 2) : call));
}

/** What setup prints for switching on read replication by hand, which wrangler cannot do. */
function replicationStep(name: string, id: string) {
  return [
    "By hand (wrangler has no command for it):",
    `- switch on read replication for D1 database ${name}: in the dashboard, Storage & Databases > D1 > ${name} > Settings > Enable Read Replication; or with an API token allowed D1:Edit:`,
    `  curl -X PUT "https://api.cloudflare.com/client/v4/accounts/$CLOUDFLARE_ACCOUNT_ID/d1/database/${id}" \\`,
    '    -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" -H "Content-Type: application/json" \\',
    `    -d '{"read_replication": {"mode": "auto"}}'`,
  ].join("\n");
}

/** The lines of `after` that differ from `before`, as [before, after] pairs (same line count). */
function changedLines(before: string, after: string) {
  const old = before.split("\n");
  const lines = after.split("\n");
  expect(lines).toHaveLength(old.length);
  return lines.flatMap((line, i) => (line === old[i] ? [] : [[old[i]?.trim(), line.trim()]]));
}

describe("npm run setup", () => {
  it("creates what is missing and writes the database ID on the first run, and changes nothing on the second", () => {
    // An account with other resources, the staging bucket and one staging queue already there;
    // that queue is on the second page of `queues list` (the fake serves two per page).
    writeAccount({
      d1: [{ uuid: "6d1a0c2e-5b7f-4c3d-9e8a-1f2b3c4d5e6f", name: "makes-ideas-real-production" }],
      r2: ["voice-recordings-staging", "voice-recordings-production"],
      queues: ["voice-transcription-production", "staff-mail-production", "staff-mail-staging"],
    });
    const original = readFileSync(configPath, "utf8");
    const args = ["--env", "staging", "--staff-email", "leads@tetra-electronics.com"];

    const first = runSetup(args);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const account = readAccount();
    expect(creates(account.calls)).toEqual([
      ["d1", "create", "makes-ideas-real-staging"],
      // Unclaimed uploads expire, as a second net behind the cron.
      [
        "r2",
        "bucket",
        "lifecycle",
        "add",
        "voice-recordings-staging",
        "expire-unclaimed-recordings",
        "unclaimed/",
        "--expire-days",
        "2",
        "--force",
      ],
      ["queues", "create", "voice-transcription-staging"],
      ["queues", "create", "voice-transcription-dlq-staging"],
      ["queues", "create", "staff-mail-dlq-staging"],
    ]);
    // Setup (plain Node) keeps its own copies of the site's prefixes: they must stay the same.
    expect([UNCLAIMED_PREFIX, RECORDING_PREFIX]).toEqual(["unclaimed/", "voice-idea-"]);
    expect(account.lifecycle?.["voice-recordings-staging"]).toEqual([
      {
        id: "expire-unclaimed-recordings",
        enabled: true,
        conditions: { prefix: "unclaimed/" },
        deleteObjectsTransition: { condition: { type: "Age", maxAge: 2 * 86_400 } },
      },
    ]);
    // The pages of the queue list were read to the end, not just the first.
    expect(account.calls.filter((call) => call[0] === "queues" && call[1] === "list")).toHaveLength(3);
    const staging = account.d1.find((db) => db.name === "makes-ideas-real-staging");
    expect(staging?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(account.queues).toEqual(
      expect.arrayContaining([
        "voice-transcription-staging",
        "staff-mail-staging",
        "voice-transcription-dlq-staging",
        "staff-mail-dlq-staging",
      ]),
    );
    expect(account.r2).toHaveLength(2);

    const written = readFileSync(configPath, "utf8");
    // Only the staging database ID, the var given and the e-mail binding's matching restriction
    // changed; comments, production and the layout stayed as they were.
    expect(changedLines(original, written)).toEqual([
      ['"STAFF_EMAIL": "hello@tetra-electronics.com",', '"STAFF_EMAIL": "leads@tetra-electronics.com",'],
      [`"database_id": "${PLACEHOLDER_DATABASE_ID}",`, `"database_id": "${staging?.uuid}",`],
      [
        '"destination_address": "hello@tetra-electronics.com",',
        '"destination_address": "leads@tetra-electronics.com",',
      ],
    ]);
    const config = parseWranglerConfig(written);
    expect(config.env?.staging?.d1_databases?.[0]?.database_id).toBe(staging?.uuid);
    expect(config.env?.production?.d1_databases?.[0]?.database_id).toBe(PLACEHOLDER_DATABASE_ID);
    // Only the Turnstile widget's site key is left, which setup cannot make (docs/deploy.md, step 7, "Turnstile keys").
    expect(validateEnvironment(config, "staging")).toEqual(LEFT_AFTER_SETUP);
    expect(first.stdout).toMatch(/D1 database makes-ideas-real-staging +created/);
    expect(first.stdout).toMatch(/R2 bucket voice-recordings-staging +found/);
    expect(first.stdout).toMatch(/Queue staff-mail-staging +found/);
    expect(first.stdout).toMatch(/R2 lifecycle voice-recordings-staging unclaimed\/ +created \(expire after 2 days\)/);
    expect(first.stdout).toContain("5 created, 2 found.");
    expect(first.stdout).toContain(`Still to fix before \`npm run deploy -- --env staging\`:\n${STILL_TO_FIX}`);
    // A new database has read replication off, and wrangler cannot switch it on: setup says how.
    expect(first.stdout).toMatch(/D1 replication makes-ideas-real-staging +disabled/);
    expect(first.stdout).toContain(replicationStep("makes-ideas-real-staging", staging!.uuid));

    const second = runSetup(args);
    expect(second.status).toBe(0);
    const again = readAccount();
    expect(creates(again.calls.slice(account.calls.length))).toEqual([]);
    expect({ ...again, calls: [] }).toEqual({ ...account, calls: [] });
    expect(readFileSync(configPath, "utf8")).toBe(written);
    expect(second.stdout).toMatch(/R2 lifecycle voice-recordings-staging unclaimed\/ +found/);
    expect(second.stdout).toContain("0 created, 7 found.");
    expect(second.stdout).toContain("unchanged");
    expect(second.stdout).toContain(replicationStep("makes-ideas-real-staging", staging!.uuid));
  }, 30_000);

  it("takes an existing database's ID without creating one", () => {
    const id = "0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d";
    writeAccount({
      d1: [{ uuid: id, name: "makes-ideas-real-production", read_replication: { mode: "auto" } }],
      r2: ["voice-recordings-production"],
      lifecycle: {
        "voice-recordings-production": [
          {
            id: "expire-unclaimed-recordings",
            enabled: true,
            conditions: { prefix: "unclaimed/" },
            deleteObjectsTransition: { condition: { type: "Age", maxAge: 2 * 86_400 } },
          },
        ],
      },
      queues: [
        "voice-transcription-production",
        "staff-mail-production",
        "voice-transcription-dlq-production",
        "staff-mail-dlq-production",
      ],
    });
    const result = runSetup(["--env", "production"]);
    expect(result.status).toBe(0);
    expect(creates(readAccount().calls)).toEqual([]);
    // Read replication already on: nothing is left to do by hand.
    expect(result.stdout).toMatch(/D1 replication makes-ideas-real-production +auto/);
    expect(result.stdout).not.toContain("By hand");
    const config = parseWranglerConfig(readFileSync(configPath, "utf8"));
    expect(config.env?.production?.d1_databases?.[0]?.database_id).toBe(id);
    expect(config.env?.staging?.d1_databases?.[0]?.database_id).toBe(PLACEHOLDER_DATABASE_ID);
  }, 30_000);

  it("refuses invalid or placeholder vars before calling wrangler", () => {
    writeAccount({ d1: [], r2: [], queues: [] });
    const original = readFileSync(configPath, "utf8");
    const result = runSetup([
      "--env",
      "staging",
      "--site-url",
      "http://staging.tetra-electronics.com",
      "--staff-email",
      "staff@example.com",
      "--notify-from",
      "website",
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SITE_URL "http://staging.tetra-electronics.com" must start with https://');
    expect(result.stderr).toContain('STAFF_EMAIL "staff@example.com" is a placeholder address');
    // The Worker's own rule (app/lib/config.server.ts), in its words.
    expect(result.stderr).toContain('NOTIFY_FROM "website" must be an e-mail address');
    expect(readAccount().calls).toEqual([]);
    expect(readFileSync(configPath, "utf8")).toBe(original);
  });

  it("stops with wrangler's message and a hint when wrangler fails, leaving the config as it was", () => {
    writeAccount({ d1: [], r2: [], queues: [] });
    const original = readFileSync(configPath, "utf8");
    const result = runSetup(["--env", "staging"], { FAKE_WRANGLER_FAIL: "queues create" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("`wrangler queues create voice-transcription-staging` failed");
    expect(result.stderr).toContain("CLOUDFLARE_API_TOKEN");
    expect(result.stderr).toContain("npx wrangler login");
    expect(readFileSync(configPath, "utf8")).toBe(original);
  }, 30_000);

  it("adds the rule that expires unclaimed uploads, reports one that would delete kept recordings, and keeps the others", () => {
    const days = (count: number) => ({ condition: { type: "Age" as const, maxAge: count * 86_400 } });
    const account = {
      d1: [{ uuid: "0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d", name: "makes-ideas-real-production" }],
      r2: ["voice-recordings-production"],
      lifecycle: {
        "voice-recordings-production": [
          // R2's own rule on every new bucket; it deletes no object.
          {
            id: "Default Multipart Abort Rule",
            enabled: true,
            conditions: {},
            abortMultipartUploadsTransition: days(7),
          },
          { id: "old-tmp", enabled: true, conditions: { prefix: "tmp/" }, deleteObjectsTransition: days(1) },
          { id: "paused", enabled: false, conditions: { prefix: "voice-idea-" }, deleteObjectsTransition: days(2) },
          { id: "second-net", enabled: true, conditions: { prefix: "voice-idea-" }, deleteObjectsTransition: days(30) },
        ],
      },
      queues: [
        "voice-transcription-production",
        "staff-mail-production",
        "voice-transcription-dlq-production",
        "staff-mail-dlq-production",
      ],
    };
    writeAccount(account);

    const first = runSetup(["--env", "production"]);
    expect(first.status).toBe(1);
    expect(first.stdout).toMatch(/R2 lifecycle voice-recordings-production +1 rule\(s\) delete kept recordings/);
    expect(first.stdout).toContain(
      'R2 bucket voice-recordings-production: lifecycle rule "second-net" (voice-idea-: Expire objects after 30 days) would delete the recordings kept for staff; ' +
        "remove it with `npx wrangler r2 bucket lifecycle remove voice-recordings-production --name second-net`",
    );
    for (const harmless of ["Default Multipart Abort Rule", "old-tmp", "paused"])
      expect(first.stdout).not.toContain(`"${harmless}"`);
    // The rules were read and the unclaimed uploads' rule added; none was changed or removed.
    const lifecycleCalls = readAccount().calls.filter((call) => call.includes("lifecycle"));
    expect(lifecycleCalls.map((call) => call.slice(0, 5))).toEqual([
      ["r2", "bucket", "lifecycle", "list", "voice-recordings-production"],
      ["r2", "bucket", "lifecycle", "add", "voice-recordings-production"],
    ]);
    const unclaimedRule = {
      id: "expire-unclaimed-recordings",
      enabled: true,
      conditions: { prefix: "unclaimed/" },
      deleteObjectsTransition: days(2),
    };
    expect({ ...readAccount(), calls: [] }).toEqual({
      ...account,
      lifecycle: {
        "voice-recordings-production": [...account.lifecycle["voice-recordings-production"], unclaimedRule],
      },
      calls: [],
    });
    const config = parseWranglerConfig(readFileSync(configPath, "utf8"));
    expect(config.env?.production?.d1_databases?.[0]?.database_id).toBe("0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d");

    // Once the rule is gone, setup is done; every prefix counts as the recordings' too.
    writeAccount({
      ...account,
      lifecycle: {
        "voice-recordings-production": [
          account.lifecycle["voice-recordings-production"][0]!,
          unclaimedRule,
          { id: "everything", enabled: true, conditions: {}, deleteObjectsTransition: days(90) },
        ],
      },
    });
    const everything = runSetup(["--env", "production"]);
    expect(everything.status).toBe(1);
    expect(everything.stdout).toContain('lifecycle rule "everything" ((all prefixes): Expire objects after 90 days)');
    writeAccount({
      ...account,
      lifecycle: {
        "voice-recordings-production": [
          account.lifecycle["voice-recordings-production"][0]!,
          { ...unclaimedRule, conditions: { prefix: "voice-idea-" } },
        ],
      },
    });
    // The unclaimed uploads' rule, edited by hand to another prefix, is reported, not changed.
    const edited = runSetup(["--env", "production"]);
    expect(edited.status).toBe(1);
    expect(edited.stdout).toContain(
      'lifecycle rule "expire-unclaimed-recordings" (voice-idea-: Expire objects after 2 days',
    );
    writeAccount({
      ...account,
      lifecycle: {
        "voice-recordings-production": [account.lifecycle["voice-recordings-production"][0]!, unclaimedRule],
      },
    });
    const clean = runSetup(["--env", "production"]);
    expect(clean.status).toBe(0);
    expect(clean.stdout).toMatch(/R2 lifecycle voice-recordings-production +no rule deletes kept recordings/);
    expect(clean.stdout).toMatch(/R2 lifecycle voice-recordings-production unclaimed\/ +found/);
    expect(clean.stdout).toContain(`Still to fix before \`npm run deploy -- --env production\`:\n${STILL_TO_FIX}`);
  }, 60_000);

  it("says how to switch on read replication when it cannot read the mode, and carries on", () => {
    const id = "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a";
    writeAccount({ d1: [{ uuid: id, name: "makes-ideas-real-production" }], r2: [], queues: [] });
    const result = runSetup(["--env", "production"], { FAKE_WRANGLER_FAIL: "d1 info" });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /D1 replication makes-ideas-real-production +unknown \(✘ \[ERROR\] In a non-interactive environment/,
    );
    expect(result.stdout).toContain(replicationStep("makes-ideas-real-production", id));
    // The resources after it were still set up.
    expect(readAccount().queues).toHaveLength(4);
  }, 30_000);

  it("asks for a known environment", () => {
    writeAccount({ d1: [], r2: [], queues: [] });
    const result = runSetup(["--env", "prod"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("--env staging|production");
    expect(readAccount().calls).toEqual([]);
  });
});
