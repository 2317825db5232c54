import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  GENERATED_TYPES,
  MODEL_SETTING,
  modelProblems,
  readAiModelCatalog,
  PLACEHOLDER_DATABASE_ID,
  builtConfigProblems,
  environmentResources,
  isPlaceholderHost,
  parseUploadSize,
  parseWranglerConfig,
  listsTurnstileSecret,
  readWranglerConfig,
  setJsoncValue,
  TURNSTILE_TEST_SITE_KEY,
  validateEnvironment,
} from "../../scripts/deploy-config.mjs";
import { TEST_SITE_KEYS } from "~/features/bot-check/bot-check";

const REAL_ID = "3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b";
/** An Access application's AUD tag as the dashboard shows it: 64 hex digits. */
const ACCESS_AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";

/** The project's wrangler.jsonc, parsed afresh for each test so that edits stay local. */
function projectConfig() {
  return readWranglerConfig("wrangler.jsonc");
}

/** A site key of the form the Cloudflare dashboard gives a Turnstile widget. */
const REAL_SITE_KEY = "0x4AAAAAAAB3c4d5e6f7g8h9";

/**
 * The project's wrangler.jsonc with the environment's database ID set as `npm run setup` sets it,
 * the Access application's AUD tag pasted in (docs/deploy.md "Cloudflare Access for the staff console") and its Turnstile widget's
 * site key set as docs/deploy.md "Turnstile keys" says, then each further edit
 * applied (undefined removes the value), parsed.
 */
function configWithDatabaseId(envName: string, id = REAL_ID, edits: [(string | number)[], unknown][] = []) {
  let text = setJsoncValue(projectConfig().text, ["env", envName, "d1_databases", 0, "database_id"], id);
  text = setJsoncValue(text, ["env", envName, "vars", "STAFF_ACCESS_AUD"], ACCESS_AUD);
  text = setJsoncValue(text, ["env", envName, "vars", "TURNSTILE_SITE_KEY"], REAL_SITE_KEY);
  for (const [path, value] of edits) text = setJsoncValue(text, ["env", envName, ...path], value);
  return parseWranglerConfig(text);
}

describe("validateEnvironment", () => {
  it.each(["staging", "production"])(
    "finds only the placeholder database ID, the missing Access AUD tag and Turnstile's test site key in the committed %s config",
    (envName) => {
      const problems = validateEnvironment(projectConfig().config, envName);
      expect(problems).toHaveLength(3);
      expect(problems[0]).toContain(`placeholder ${PLACEHOLDER_DATABASE_ID}`);
      expect(problems[0]).toContain(`npm run setup -- --env ${envName}`);
      expect(problems[1]).toBe(
        "STAFF_ACCESS_AUD is empty: set the AUD tag of the environment's Access application for /staff (see docs/deploy.md, Cloudflare Access for the staff console)",
      );
      expect(problems[2]).toBe(
        `TURNSTILE_SITE_KEY "1x00000000000000000000AA" is one of Turnstile's test keys: set the site key of the environment's own widget (see docs/deploy.md, Turnstile keys)`,
      );
    },
  );

  it.each(["staging", "production"])(
    "refuses a %s config with the staff console's development identity or without its Access settings",
    (envName) => {
      const devIdentity = configWithDatabaseId(envName, REAL_ID, [[["vars", "STAFF_DEV_EMAIL"], "dev@example.com"]]);
      expect(validateEnvironment(devIdentity, envName)).toEqual([
        'STAFF_DEV_EMAIL is "dev@example.com": the development identity lets anyone into /staff; a deployed environment leaves it empty',
      ]);
      const noAccess = configWithDatabaseId(envName, REAL_ID, [
        [["vars", "STAFF_ACCESS_TEAM_DOMAIN"], "tetra.example.com"],
        [["vars", "STAFF_ACCESS_AUD"], "not-a-tag"],
      ]);
      expect(validateEnvironment(noAccess, envName)).toEqual([
        // The Worker's own rules (app/lib/config.server.ts), in its words.
        'STAFF_ACCESS_TEAM_DOMAIN "tetra.example.com" must be a team domain such as tetra.cloudflareaccess.com',
        `STAFF_ACCESS_AUD "not-a-tag" must be an Access application's AUD tag (64 hex digits)`,
      ]);
      const missing = configWithDatabaseId(envName, REAL_ID, [[["vars", "STAFF_ACCESS_TEAM_DOMAIN"], undefined]]);
      expect(validateEnvironment(missing, envName)).toEqual([
        "STAFF_ACCESS_TEAM_DOMAIN is empty: set the Access team domain, such as tetra.cloudflareaccess.com (see docs/deploy.md, Cloudflare Access for the staff console)",
        "var STAFF_ACCESS_TEAM_DOMAIN is missing (vars are not inherited from the top level)",
      ]);
    },
  );
  it.each(["staging", "production"])("refuses the %s config with the local bot check or no site key", (envName) => {
    const config = configWithDatabaseId(envName, REAL_ID, [
      [["vars", "TURNSTILE_MODE"], "local"],
      [["vars", "TURNSTILE_SITE_KEY"], undefined],
    ]);
    expect(validateEnvironment(config, envName)).toEqual([
      'TURNSTILE_MODE is "local": a deployed Worker needs "cloudflare" (see docs/deploy.md, Turnstile keys)',
      "var TURNSTILE_SITE_KEY is missing (vars are not inherited from the top level)",
    ]);
  });

  it("knows every one of Turnstile's documented test site keys, and no widget's own", () => {
    for (const key of TEST_SITE_KEYS) expect(TURNSTILE_TEST_SITE_KEY.test(key), key).toBe(true);
    expect(TURNSTILE_TEST_SITE_KEY.test(REAL_SITE_KEY)).toBe(false);
  });

  it("finds the Turnstile secret only in a secret list that names it", () => {
    expect(listsTurnstileSecret('[{"name":"TURNSTILE_SECRET_KEY","type":"secret_text"}]')).toBe(true);
    expect(listsTurnstileSecret('[{"name":"OTHER","type":"secret_text"}]')).toBe(false);
    expect(listsTurnstileSecret("[]")).toBe(false);
    expect(listsTurnstileSecret("✘ [ERROR] This Worker does not exist")).toBe(false);
  });

  it.each(["staging", "production"])("passes the %s config once setup has written a database ID", (envName) => {
    expect(validateEnvironment(configWithDatabaseId(envName), envName)).toEqual([]);
  });

  it("lists every problem at once, naming each var", () => {
    const config = configWithDatabaseId("staging", "not-a-uuid", [
      [["vars", "SITE_URL"], "http://staging.tetra-electronics.com"],
      [["vars", "STAFF_EMAIL"], "staff@example.com"],
      [["vars", "NOTIFY_FROM"], undefined],
    ]);
    const problems = validateEnvironment(config, "staging");
    expect(problems).toEqual([
      'database_id "not-a-uuid" of D1 database "makes-ideas-real-staging" is not a D1 database ID',
      'SITE_URL "http://staging.tetra-electronics.com" must start with https://',
      'STAFF_EMAIL "staff@example.com" is a placeholder address',
      "send_email binding EMAIL may send to hello@tetra-electronics.com: only STAFF_EMAIL (staff@example.com) is allowed",
      'send_email binding EMAIL must set "allowed_sender_addresses" to NOTIFY_FROM (unset) alone',
      "var NOTIFY_FROM is missing (vars are not inherited from the top level)",
    ]);
  });

  it("refuses a missing database ID, an address that is not one, and offline AI", () => {
    const config = configWithDatabaseId("production", REAL_ID, [
      [["d1_databases", 0, "database_id"], undefined],
      [["vars", "NOTIFY_FROM"], "website at tetra-electronics.com"],
      [["vars", "AI_MODE"], "local"],
    ]);
    const problems = validateEnvironment(config, "production");
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/database_id of D1 database "makes-ideas-real-production" is missing/);
    expect(problems[1]).toBe('NOTIFY_FROM "website at tetra-electronics.com" must be an e-mail address');
    expect(problems[2]).toMatch(/^send_email binding EMAIL must set "allowed_sender_addresses"/);
    expect(problems[3]).toMatch(/^AI_MODE is "local"/);
  });

  it("refuses what the Worker itself would refuse when it starts, in the Worker's words", () => {
    const config = configWithDatabaseId("production", REAL_ID, [
      [["vars", "CONTENT_CACHE_TTL_SECONDS"], "ninety"],
      [["vars", "RECORDING_RETENTION_DAYS"], "0"],
      [["vars", "VOICE_DAILY_BYTES_RESERVED"], "999999999999"],
    ]);
    expect(validateEnvironment(config, "production")).toEqual([
      'CONTENT_CACHE_TTL_SECONDS "ninety" must be a whole number of seconds',
      'RECORDING_RETENTION_DAYS "0" must be at least 1 day',
      'VOICE_DAILY_BYTES_RESERVED "999999999999" must be at most VOICE_DAILY_BYTES_BUDGET (it is a part of it)',
    ]);
  });

  it("refuses a SITE_URL on a host the environment's routes do not serve, or with a path", () => {
    const config = configWithDatabaseId("production", REAL_ID, [
      [["vars", "SITE_URL"], "https://tetra-electronics.com/site"],
    ]);
    expect(validateEnvironment(config, "production")).toEqual([
      'SITE_URL "https://tetra-electronics.com/site" must be an origin only, such as https://www.example.org (no path)',
      "SITE_URL's host tetra-electronics.com is not one of the environment's routes (www.tetra-electronics.com): every absolute link would point to a host this Worker does not serve",
    ]);
  });

  it("refuses an environment that lost a binding the top level has", () => {
    const config = configWithDatabaseId("staging", REAL_ID, [
      [["queues", "producers", 1], undefined],
      [["send_email"], undefined],
    ]);
    expect(validateEnvironment(config, "staging")).toEqual([
      "queue producer binding STAFF_MAIL_QUEUE is missing (bindings are not inherited)",
      "send_email binding EMAIL is missing (bindings are not inherited)",
    ]);
  });

  it.each(["staging", "production"])(
    "refuses a %s send_email binding that may mail any address, or an address other than STAFF_EMAIL",
    (envName) => {
      const unrestricted = configWithDatabaseId(envName, REAL_ID, [
        [["send_email", 0, "destination_address"], undefined],
        [["send_email", 0, "allowed_sender_addresses"], undefined],
      ]);
      expect(validateEnvironment(unrestricted, envName)).toEqual([
        'send_email binding EMAIL may send to any address: set "destination_address" to STAFF_EMAIL',
        'send_email binding EMAIL must set "allowed_sender_addresses" to NOTIFY_FROM (website@tetra-electronics.com) alone',
      ]);
      const widened = configWithDatabaseId(envName, REAL_ID, [
        [["send_email", 0, "destination_address"], undefined],
        [
          ["send_email", 0, "allowed_destination_addresses"],
          ["hello@tetra-electronics.com", "anyone@example.org"],
        ],
      ]);
      expect(validateEnvironment(widened, envName)).toEqual([
        "send_email binding EMAIL may send to hello@tetra-electronics.com, anyone@example.org: only STAFF_EMAIL (hello@tetra-electronics.com) is allowed",
      ]);
      const listed = configWithDatabaseId(envName, REAL_ID, [
        [["send_email", 0, "destination_address"], undefined],
        [["send_email", 0, "allowed_destination_addresses"], ["hello@tetra-electronics.com"]],
      ]);
      expect(validateEnvironment(listed, envName)).toEqual([]);
    },
  );

  it("names the known environments when asked for another", () => {
    expect(validateEnvironment(projectConfig().config, "prod")).toEqual([
      'there is no environment "prod" in wrangler.jsonc (known: staging, production)',
    ]);
  });
});

describe("Workers AI model names", () => {
  const catalog = readAiModelCatalog();
  /** The name CHAT_MODEL had until 2026-11-29: not in the catalog, so every chat call failed. */
  const GONE = "@cf/meta/llama-3.1-8b-instruct-fast";

  it("reads the catalog from the generated types", () => {
    expect(catalog.size).toBeGreaterThan(50);
    expect(catalog.has("@cf/meta/llama-4-scout-17b-16e-instruct")).toBe(true);
    expect(catalog.has("@cf/openai/whisper")).toBe(true);
    expect(catalog.has(GONE)).toBe(false);
  });

  it("finds every model setting of wrangler.jsonc, at the top level and in every environment, in the catalog", () => {
    const { config } = projectConfig();
    const places = {
      "top level": config.vars ?? {},
      ...Object.fromEntries(Object.entries(config.env ?? {}).map(([name, env]) => [name, env.vars ?? {}])),
    };
    for (const [place, vars] of Object.entries(places)) {
      const settings = Object.keys(vars).filter((name) => MODEL_SETTING.test(name));
      expect(settings.toSorted(), place).toEqual(["CHAT_MODEL", "TOPIC_MODEL", "WHISPER_MODEL"]);
      expect(modelProblems(vars, catalog), place).toEqual([]);
    }
  });

  it.each(["staging", "production"])("refuses a %s model that is not in the catalog, naming the setting", (envName) => {
    const config = configWithDatabaseId(envName, REAL_ID, [
      [["vars", "CHAT_MODEL"], GONE],
      [["vars", "WHISPER_MODEL"], "@cf/openai/whisper-v9"],
    ]);
    expect(validateEnvironment(config, envName)).toEqual([
      `CHAT_MODEL "${GONE}" is not a model in the Workers AI catalog (the AiModels names in worker-configuration.d.ts): choose one of them (see docs/decisions/0070-chat-and-topic-models-from-the-catalog.md)`,
      'WHISPER_MODEL "@cf/openai/whisper-v9" is not a model in the Workers AI catalog (the AiModels names in worker-configuration.d.ts): choose one of them (see docs/decisions/0070-chat-and-topic-models-from-the-catalog.md)',
    ]);
  });

  it("makes `npm run deploy` stop before building, with the reason, when a model is not in the catalog", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "deploy-model-"));
    try {
      const config = setJsoncValue(
        setJsoncValue(
          setJsoncValue(
            setJsoncValue(projectConfig().text, ["env", "production", "d1_databases", 0, "database_id"], REAL_ID),
            ["env", "production", "vars", "STAFF_ACCESS_AUD"],
            ACCESS_AUD,
          ),
          ["env", "production", "vars", "TURNSTILE_SITE_KEY"],
          REAL_SITE_KEY,
        ),
        ["env", "production", "vars", "TOPIC_MODEL"],
        GONE,
      );
      writeFileSync(path.join(dir, "wrangler.jsonc"), config);
      copyFileSync(GENERATED_TYPES, path.join(dir, GENERATED_TYPES));
      const deploy = spawnSync(process.execPath, [path.resolve("scripts/deploy.mjs"), "--env", "production"], {
        cwd: dir,
        encoding: "utf8",
        // Never a real wrangler: the deploy must stop before it would call one.
        env: { ...process.env, WRANGLER_BIN: path.resolve("tests/unit/support/fake-wrangler.mjs") },
      });
      expect(deploy.status).toBe(1);
      expect(deploy.stdout).toBe("");
      expect(deploy.stderr).toContain(
        `deploy: refusing to deploy "production"; fix wrangler.jsonc first:\n- TOPIC_MODEL "${GONE}" is not a model in the Workers AI catalog`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("isPlaceholderHost", () => {
  it.each(["example.com", "www.example.com", "EXAMPLE.org", "mail.example.net", "shop.test", "localhost", "a.invalid"])(
    "%s is a placeholder",
    (host) => expect(isPlaceholderHost(host)).toBe(true),
  );
  it.each(["tetra-electronics.com", "example-shop.com", "myexample.com", "examples.org"])("%s is a real host", (host) =>
    expect(isPlaceholderHost(host)).toBe(false),
  );
});

describe("environmentResources", () => {
  it("lists each queue of an environment once, dead-letter queues included", () => {
    const { database, buckets, queues } = environmentResources(projectConfig().config, "staging");
    expect(database).toEqual({ name: "makes-ideas-real-staging", id: PLACEHOLDER_DATABASE_ID });
    expect(buckets).toEqual(["voice-recordings-staging"]);
    expect(queues).toEqual([
      "voice-transcription-staging",
      "staff-mail-staging",
      "voice-transcription-dlq-staging",
      "staff-mail-dlq-staging",
    ]);
  });
});

describe("setJsoncValue", () => {
  it("changes one value and keeps every comment and line of wrangler.jsonc", () => {
    const { text } = projectConfig();
    const edited = setJsoncValue(text, ["env", "production", "d1_databases", 0, "database_id"], REAL_ID);
    const before = text.split("\n");
    const after = edited.split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line: string, i: number) => (line === before[i] ? [] : [[before[i], line]]));
    expect(changed).toEqual([
      [`          "database_id": "${PLACEHOLDER_DATABASE_ID}",`, `          "database_id": "${REAL_ID}",`],
    ]);
    // The staging database (listed first) kept its placeholder.
    expect(edited.indexOf(PLACEHOLDER_DATABASE_ID)).toBeLessThan(edited.indexOf(REAL_ID));
  });
});

describe("builtConfigProblems", () => {
  const config = projectConfig().config;
  const production = config.env?.production ?? {};
  const [database] = production.d1_databases ?? [];
  // What the Cloudflare Vite plugin writes: the environment flattened, named, paths made relative to build/server.
  const built = {
    ...production,
    name: "makes-ideas-real-production",
    targetEnvironment: "production",
    d1_databases: [{ binding: "DB", ...database, migrations_dir: "../../migrations" }],
  };

  it("accepts a build of the environment (the plugin rewrites paths such as migrations_dir)", () => {
    expect(builtConfigProblems(built, config, "production")).toEqual([]);
  });

  it("names what differs when the build is another environment's", () => {
    const problems = builtConfigProblems(
      {
        ...built,
        targetEnvironment: "staging",
        r2_buckets: [{ binding: "RECORDINGS", bucket_name: "voice-recordings-staging" }],
      },
      config,
      "production",
    );
    expect(problems).toEqual([
      'it was built for "staging"',
      'r2: built [{"binding":"RECORDINGS","bucket_name":"voice-recordings-staging"}], expected [{"binding":"RECORDINGS","bucket_name":"voice-recordings-production"}]',
    ]);
  });

  it("notices a build of the top level", () => {
    const { targetEnvironment: _omitted, ...topLevel } = { ...built, vars: config.vars };
    const problems = builtConfigProblems(topLevel, config, "production");
    expect(problems[0]).toBe("it was built for the top level");
    expect(problems[1]).toMatch(/^vars: built .*"SITE_URL":"http:\/\/localhost:5173"/);
  });
});

describe("parseUploadSize", () => {
  it("reads wrangler's upload line, coloured or not", () => {
    expect(parseUploadSize("✨ Read 153 files\nTotal Upload: 2665.79 KiB / gzip: 621.79 KiB\nYour Worker")).toEqual({
      uploadKiB: 2665.79,
      gzipKiB: 621.79,
    });
    expect(parseUploadSize("Total Upload: \u001b[32m12.50 KiB / gzip: 3.25 KiB\u001b[39m")).toEqual({
      uploadKiB: 12.5,
      gzipKiB: 3.25,
    });
  });

  it("is undefined without that line", () => {
    expect(parseUploadSize("✘ [ERROR] Could not resolve the entry point")).toBeUndefined();
  });
});
