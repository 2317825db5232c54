import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { ConfigError, readConfig, type ConfigVars } from "~/lib/config.server";

const deployedVars = unstable_readConfig({ config: "wrangler.jsonc" }).vars as ConfigVars;
const localOverrides = Object.fromEntries(
  readFileSync(".dev.vars", "utf8")
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split("=", 2) as [string, string]),
);

describe("readConfig", () => {
  it("reads the deployed vars of wrangler.jsonc", () => {
    expect(readConfig({ ...deployedVars })).toEqual({
      aiMode: "workers-ai",
      chatModel: "@cf/meta/llama-4-scout-17b-16e-instruct",
      topicModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      whisperModel: "@cf/openai/whisper",
      contentCacheTtlSeconds: 30,
      siteUrl: "http://localhost:5173",
      staffEmail: "staff@example.com",
      notifyFrom: "website@example.com",
      recordingsBucket: "voice-recordings",
      voiceDailyBytesBudget: 500_000_000,
      voiceDailyBytesReserved: 100_000_000,
      voiceDailyBytesPerAddress: 12_000_000,
      voiceDailyBytesPerNetwork: 48_000_000,
      aiDailyCalls: 5000,
      transcriptionDailyCalls: 500,
      staffMailHourlyLimit: 20,
      recordingRetentionDays: 365,
      enquiryRetentionDays: 730,
      unverifiedEnquiriesHourly: 10,
      // No Access setting at the top level: the development identity of .dev.vars works locally.
      staffAccessNamed: false,
      // The secret is not a var: wrangler secret put, or .dev.vars locally.
      botCheck: { mode: "cloudflare", siteKey: "1x00000000000000000000AA", secretKey: "" },
    });
  });

  it.each(["staging", "production"])("reads the %s environment's vars", (environment) => {
    const vars = unstable_readConfig({ config: "wrangler.jsonc", env: environment }).vars as ConfigVars;
    const config = readConfig(vars);
    expect(config.aiMode).toBe("workers-ai");
    expect(config.siteUrl).toMatch(/^https:\/\/[a-z.-]+$/);
  });

  it.each([undefined, "staging", "production"])("names the %s environment's own recordings bucket", (environment) => {
    const wrangler = unstable_readConfig({ config: "wrangler.jsonc", env: environment });
    expect(readConfig(wrangler.vars as ConfigVars).recordingsBucket).toBe(wrangler.r2_buckets[0]?.bucket_name);
  });

  it("keeps only the origin of the site address, so links never get a double slash", () => {
    expect(readConfig({ ...deployedVars, SITE_URL: "https://www.example.com/" }).siteUrl).toBe(
      "https://www.example.com",
    );
  });

  it.each(["", "www.example.com", "ftp://example.com", "javascript:alert(1)"])(
    "refuses %j as the site address",
    (url) => {
      expect(() => readConfig({ ...deployedVars, SITE_URL: url })).toThrow(/SITE_URL/);
    },
  );

  it.each(["STAFF_EMAIL", "NOTIFY_FROM"] as const)("refuses a %s that is not an address", (name) => {
    expect(() => readConfig({ ...deployedVars, [name]: "staff\r\nBcc: x@evil.example" })).toThrow(new RegExp(name));
  });

  it.each(
    [
      "VOICE_DAILY_BYTES_BUDGET",
      "VOICE_DAILY_BYTES_PER_ADDRESS",
      "VOICE_DAILY_BYTES_PER_NETWORK",
      "VOICE_DAILY_BYTES_RESERVED",
      "AI_DAILY_CALLS",
      "TRANSCRIPTION_DAILY_CALLS",
      "STAFF_MAIL_HOURLY_LIMIT",
    ].flatMap((name) => ["", "500 MB", "-1", "1e9"].map((value) => [name, value] as const)),
  )("refuses %s=%j", (name, value) => {
    expect(() => readConfig({ ...deployedVars, [name]: value })).toThrow(new RegExp(name));
  });

  it.each(["staging", "production"])("caps the %s environment as the top level does", (environment) => {
    const vars = unstable_readConfig({ config: "wrangler.jsonc", env: environment }).vars as ConfigVars;
    const {
      siteUrl: _site,
      staffEmail: _staff,
      notifyFrom: _from,
      recordingsBucket: _bucket,
      // Each deployed environment names its own Access team.
      staffAccessNamed: _accessNamed,
      ...caps
    } = readConfig(vars);
    const {
      siteUrl: _s,
      staffEmail: _t,
      notifyFrom: _f,
      recordingsBucket: _b,
      staffAccessNamed: _n,
      ...topCaps
    } = readConfig({
      ...deployedVars,
    });
    expect(caps).toEqual(topCaps);
  });

  it("refuses a reserve larger than the voice budget it is a part of", () => {
    expect(() =>
      readConfig({ ...deployedVars, VOICE_DAILY_BYTES_BUDGET: "1000", VOICE_DAILY_BYTES_RESERVED: "1001" }),
    ).toThrow(/VOICE_DAILY_BYTES_RESERVED/);
    expect(
      readConfig({ ...deployedVars, VOICE_DAILY_BYTES_BUDGET: "1000", VOICE_DAILY_BYTES_RESERVED: "1000" })
        .voiceDailyBytesReserved,
    ).toBe(1000);
  });

  it.each(["RECORDING_RETENTION_DAYS", "ENQUIRY_RETENTION_DAYS"] as const)(
    "refuses a %s that is missing, zero or not a number of days",
    (name) => {
      for (const value of [undefined, "", "0", "12 months", "-5", "3651"]) {
        expect(() => readConfig({ ...deployedVars, [name]: value })).toThrow(new RegExp(name));
      }
    },
  );

  it("reads the local overrides of .dev.vars on top of them", () => {
    const local = readConfig({ ...deployedVars, ...localOverrides });
    expect(local.aiMode).toBe("local");
    // The bot check's offline stand-in, with Turnstile's documented always-passes test secret.
    expect(local.botCheck).toEqual({
      mode: "local",
      siteKey: "1x00000000000000000000AA",
      secretKey: "1x0000000000000000000000000000000AA",
    });
  });

  it("refuses a mistyped bot-check mode or a site key that cannot be one, naming the var", () => {
    expect(() => readConfig({ ...deployedVars, TURNSTILE_MODE: "turnstile" })).toThrow(/TURNSTILE_MODE/);
    expect(() => readConfig({ ...deployedVars, TURNSTILE_SITE_KEY: "" })).toThrow(/TURNSTILE_SITE_KEY/);
    expect(() => readConfig({ ...deployedVars, TURNSTILE_SITE_KEY: '"><script>' })).toThrow(/TURNSTILE_SITE_KEY/);
  });

  it("refuses a mistyped AI mode, naming the var", () => {
    expect(() => readConfig({ ...deployedVars, AI_MODE: "workers_ai" })).toThrow(ConfigError);
    expect(() => readConfig({ ...deployedVars, AI_MODE: "workers_ai" })).toThrow(/AI_MODE/);
  });

  it.each(["", "thirty", "-1", "1.5", "86401"])("refuses %j as the cache TTL", (ttl) => {
    expect(() => readConfig({ ...deployedVars, CONTENT_CACHE_TTL_SECONDS: ttl })).toThrow(/CONTENT_CACHE_TTL_SECONDS/);
  });

  it("refuses a missing model name", () => {
    const { WHISPER_MODEL: _missing, ...withoutWhisper } = deployedVars;
    expect(() => readConfig(withoutWhisper as ConfigVars)).toThrow(/WHISPER_MODEL/);
  });

  it("parses an environment once", () => {
    const env = { ...deployedVars };
    expect(readConfig(env)).toBe(readConfig(env));
  });
});
