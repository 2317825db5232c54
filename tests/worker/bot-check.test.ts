import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../workers/api";
import { SITE } from "~/content/site";
import { BOT_CHECK_REFUSALS } from "~/features/bot-check/copy";
import { SITEVERIFY_URL } from "~/features/bot-check/bot-check.server";
import { CONTACT_REFUSALS, submitContact } from "~/features/contact/index.server";
import { readConfig } from "~/lib/config.server";
import { webmBytes } from "../support/webm";
import { BOT_CHECK_FIELD, BOT_CHECK_HEADER, DUMMY_TOKEN } from "./support/bot-check";
import { freshAddress } from "./support/client-address";
import { loggedLines } from "./support/logs";

// The bot check (docs/decisions/0040) in front of the four protected requests. The Worker tests
// run the local stand-in (vitest.config.ts); the cloudflare mode runs here with siteverify
// stubbed at its boundary, the Worker's outbound fetch.

const ORIGIN = "https://tetra.example";
/** The host siteverify must name: the configured SITE_URL's. */
const SITE_HOST = new URL(readConfig(env).siteUrl).hostname;

/** The Worker as deployed: Turnstile with a (fake) secret and siteverify answering through `fetch`. */
const cloudflareEnv = (changes: Partial<typeof env> = {}): typeof env => ({
  ...env,
  TURNSTILE_MODE: "cloudflare",
  TURNSTILE_SITE_KEY: "0x4AAAAAAAexamplesitekey",
  TURNSTILE_SECRET_KEY: "0x4AAAAAAAexamplesecret",
  ...changes,
});

async function count(table: "contacts" | "voice_uploads" | "voice_upload_bytes") {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS count FROM ${table}`).first<{ count: number }>();
  return row?.count ?? 0;
}

async function recordingCount() {
  return (await env.RECORDINGS.list()).objects.length;
}

/** What the D1 tables and the bucket hold, to show a refusal left nothing behind. */
async function stored() {
  return {
    contacts: await count("contacts"),
    ideas: await count("voice_uploads"),
    reservedBytes: await count("voice_upload_bytes"),
    recordings: await recordingCount(),
  };
}

function enquiry(token: string | undefined, address = freshAddress()) {
  const fields: Record<string, string> = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    subject: `Bot check ${crypto.randomUUID()}`,
    message: "We need a BLDC motor controller for a pump.",
    inquiryType: "Project Inquiry",
  };
  if (token !== undefined) fields[BOT_CHECK_FIELD] = token;
  return new Request(`${ORIGIN}/contact`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": address,
    },
    body: new URLSearchParams(fields),
  });
}

async function sendEnquiry(token: string | undefined, targetEnv: typeof env = env, address?: string) {
  const ctx = createExecutionContext();
  const result = await submitContact(enquiry(token, address), targetEnv, ctx);
  await waitOnExecutionContext(ctx);
  return result;
}

type ApiCall = { path: string; method: string; body: () => BodyInit; contentType: string };
const API_CALLS: Record<"voice" | "chat" | "topics", ApiCall> = {
  voice: { path: "/api/voice-recordings", method: "PUT", body: () => webmBytes(4096), contentType: "audio/webm" },
  chat: {
    path: "/api/chatbot",
    method: "POST",
    body: () => JSON.stringify({ message: "What do you design?" }),
    contentType: "application/json",
  },
  topics: {
    path: "/api/blog-topic-generator",
    method: "POST",
    body: () => JSON.stringify({ keywords: "ESP32 motor control" }),
    contentType: "application/json",
  },
};

async function callApi({ path, method, body, contentType }: ApiCall, token: string | undefined, targetEnv = env) {
  const payload = body();
  const headers: Record<string, string> = { "Content-Type": contentType, "CF-Connecting-IP": freshAddress() };
  // The upload's length is declared, as a browser's Blob upload declares it.
  if (payload instanceof Uint8Array) headers["Content-Length"] = String(payload.byteLength);
  if (token !== undefined) headers[BOT_CHECK_HEADER] = token;
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`https://example.com${path}`, { method, headers, body: payload }),
    targetEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** Stubs siteverify: each call is recorded, and `answer` decides what it says. */
function stubSiteverify(answer: (form: FormData) => Response | Promise<Response>) {
  const calls: FormData[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== SITEVERIFY_URL) throw new Error(`unexpected outbound fetch to ${url}`);
    const form = await new Request(url, init).formData();
    calls.push(form);
    return answer(form);
  });
  return calls;
}

const verdict = (body: Record<string, unknown>) => Response.json(body);

beforeEach(async () => {
  // The allowance for forms without a token is one count per clock hour across all tests.
  await env.DB.prepare("DELETE FROM usage_counts WHERE counter = 'unverified-enquiry'").run();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the local stand-in (TURNSTILE_MODE=local)", () => {
  it("accepts the dummy token on all four protected requests", async () => {
    const before = await stored();
    expect((await sendEnquiry(DUMMY_TOKEN)).status).toBe(200);
    expect((await callApi(API_CALLS.voice, DUMMY_TOKEN)).status).toBe(201);
    expect((await callApi(API_CALLS.chat, DUMMY_TOKEN)).status).toBe(200);
    expect((await callApi(API_CALLS.topics, DUMMY_TOKEN)).status).toBe(200);
    const after = await stored();
    expect(after.contacts).toBe(before.contacts + 1);
    expect(after.recordings).toBe(before.recordings + 1);
  });

  for (const [name, call] of Object.entries(API_CALLS)) {
    it(`refuses ${call.method} ${call.path} without a token or with another one, storing nothing`, async () => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const before = await stored();
      for (const token of [undefined, "", "XXXX.DUMMY.TOKEN.XXXY", "0.real-looking-token", "x".repeat(3000)]) {
        const response = await callApi(call, token);
        expect([name, token?.slice(0, 20), response.status]).toEqual([name, token?.slice(0, 20), 403]);
        expect(await response.json()).toEqual({ error: BOT_CHECK_REFUSALS.failed });
      }
      expect(await stored()).toEqual(before);
    });
  }

  it("refuses to log a voice idea (the claim that holds an upload for the day) without a token of its own", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const uploaded = await callApi(API_CALLS.voice, DUMMY_TOKEN);
    const { file_name } = await uploaded.json<{ file_name: string }>();
    const claim = (token: string | undefined) =>
      callApi(
        {
          path: "/api/voice-uploads",
          method: "POST",
          body: () => JSON.stringify({ file_name, name: "Ada", email: "ada@example.com" }),
          contentType: "application/json",
        },
        token,
      );
    const before = await count("voice_uploads");
    for (const token of [undefined, "", "XXXX.DUMMY.TOKEN.XXXY", "x".repeat(3000)]) {
      const refused = await claim(token);
      expect([token?.slice(0, 20), refused.status]).toEqual([token?.slice(0, 20), 403]);
      expect(await refused.json()).toEqual({ error: BOT_CHECK_REFUSALS.failed });
    }
    expect(await count("voice_uploads")).toBe(before);
    // The upload still waits for its claim, which the page makes with a fresh token.
    expect((await claim(DUMMY_TOKEN)).status).toBe(201);
    expect(await count("voice_uploads")).toBe(before + 1);
  });

  it("refuses a contact form with a wrong token, keeping what was typed and storing nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const before = await stored();
    const result = await sendEnquiry("not-the-dummy-token");
    expect(result.status).toBe(403);
    expect(result.data).toMatchObject({ outcome: "refused", message: BOT_CHECK_REFUSALS.failed });
    expect(result.data).toHaveProperty("result.initialValue.firstName", "Ada");
    expect(await stored()).toEqual(before);
  });
});

describe("a contact form without a token (sent without JavaScript)", () => {
  it("is stored within the hourly allowance, then refused with our e-mail address, whatever the address", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const allowance = { ...env, UNVERIFIED_ENQUIRIES_HOURLY: "10" };
    const before = await count("contacts");
    // A flood from 30 addresses: the first 10 are taken, the rest are told to write instead.
    const results = [];
    for (let sent = 0; sent < 30; sent++) results.push(await sendEnquiry(undefined, allowance));
    expect(results.map((result) => result.status)).toEqual([...Array(10).fill(200), ...Array(20).fill(429)]);
    expect(await count("contacts")).toBe(before + 10);
    const refused = results.at(-1)!;
    expect(refused.data).toMatchObject({ outcome: "refused", message: CONTACT_REFUSALS.unverifiedFull });
    expect(CONTACT_REFUSALS.unverifiedFull).toContain(SITE.email);

    // A visitor whose page ran the check is not held up by the flood.
    expect((await sendEnquiry(DUMMY_TOKEN, allowance)).status).toBe(200);
    expect(await count("contacts")).toBe(before + 11);
  });

  it("does not count an invalid form against the allowance", async () => {
    const allowance = { ...env, UNVERIFIED_ENQUIRIES_HOURLY: "1" };
    const invalid = enquiry(undefined);
    const body = new URLSearchParams(await invalid.text());
    body.set("email", "not an address");
    const ctx = createExecutionContext();
    const result = await submitContact(new Request(invalid, { body }), allowance, ctx);
    expect(result.status).toBe(400);
    expect((await sendEnquiry(undefined, allowance)).status).toBe(200);
  });

  it("takes none when the allowance is 0", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const before = await count("contacts");
    const result = await sendEnquiry(undefined, { ...env, UNVERIFIED_ENQUIRIES_HOURLY: "0" });
    expect(result.status).toBe(429);
    expect(await count("contacts")).toBe(before);
  });
});

describe("Cloudflare Turnstile (TURNSTILE_MODE=cloudflare), siteverify stubbed", () => {
  it("accepts a token siteverify passes for this host and action, sending it with the secret and the address", async () => {
    const calls = stubSiteverify((form) =>
      verdict({ success: true, "error-codes": [], hostname: SITE_HOST, action: form.get("response") }),
    );
    const before = await stored();
    const address = freshAddress();
    expect((await sendEnquiry("contact", cloudflareEnv(), address)).status).toBe(200);
    expect((await callApi(API_CALLS.voice, "voice", cloudflareEnv())).status).toBe(201);
    expect((await callApi(API_CALLS.chat, "chat", cloudflareEnv())).status).toBe(200);
    expect((await callApi(API_CALLS.topics, "topics", cloudflareEnv())).status).toBe(200);
    expect(calls).toHaveLength(4);
    expect(calls[0]!.get("secret")).toBe("0x4AAAAAAAexamplesecret");
    expect(calls[0]!.get("response")).toBe("contact");
    expect(calls[0]!.get("remoteip")).toBe(address);
    expect(calls[0]!.get("idempotency_key")).toMatch(/^[0-9a-f-]{36}$/);
    const after = await stored();
    expect(after.contacts).toBe(before.contacts + 1);
    expect(after.recordings).toBe(before.recordings + 1);
  });

  it("refuses the dummy token and a spent token as siteverify fails them, storing nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // The dummy token is not a real one; a token already verified once is "timeout-or-duplicate".
    stubSiteverify((form) =>
      verdict({
        success: false,
        "error-codes": [form.get("response") === "spent-token" ? "timeout-or-duplicate" : "invalid-input-response"],
      }),
    );
    const before = await stored();
    const result = await sendEnquiry(DUMMY_TOKEN, cloudflareEnv());
    expect(result).toMatchObject({ status: 403, data: { outcome: "refused", message: BOT_CHECK_REFUSALS.failed } });
    const upload = await callApi(API_CALLS.voice, "spent-token", cloudflareEnv());
    expect(upload.status).toBe(403);
    expect(await stored()).toEqual(before);
    // The log says why, never the token.
    const lines = loggedLines(warn).filter((line) => line.event === "bot_check_refused");
    expect(lines).toEqual([
      expect.objectContaining({ action: "contact", errorCodes: "invalid-input-response" }),
      expect.objectContaining({ action: "voice", errorCodes: "timeout-or-duplicate" }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(DUMMY_TOKEN);
  });

  it("refuses a token made for another host or another action", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stubSiteverify((form) =>
      verdict(
        form.get("response") === "other-host"
          ? { success: true, hostname: "evil.example", action: "voice" }
          : { success: true, hostname: SITE_HOST, action: "chat" },
      ),
    );
    const before = await stored();
    expect((await callApi(API_CALLS.voice, "other-host", cloudflareEnv())).status).toBe(403);
    expect((await callApi(API_CALLS.voice, "chat-token", cloudflareEnv())).status).toBe(403);
    expect((await sendEnquiry("chat-token", cloudflareEnv())).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  const unavailable: [string, () => Promise<Response> | Response][] = [
    [
      "siteverify cannot be reached",
      () => {
        throw new TypeError("Network connection lost.");
      },
    ],
    ["siteverify answers 500", () => new Response("oops", { status: 500 })],
    ["siteverify answers something that is not its verdict", () => Response.json({ ok: true })],
  ];
  for (const [when, answer] of unavailable) {
    it(`refuses with a clear message and stores nothing when ${when}`, async () => {
      const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
      stubSiteverify(answer);
      const before = await stored();
      const result = await sendEnquiry("token", cloudflareEnv());
      expect(result).toMatchObject({
        status: 503,
        data: { outcome: "refused", message: BOT_CHECK_REFUSALS.unavailable },
      });
      for (const call of Object.values(API_CALLS)) {
        const response = await callApi(call, "token", cloudflareEnv());
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: BOT_CHECK_REFUSALS.unavailable });
      }
      expect(await stored()).toEqual(before);
      expect(loggedLines(error).map((line) => line.event)).toEqual(Array(4).fill("bot_check_unavailable"));
    });
  }

  it("fails closed without its secret, never asking siteverify", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const calls = stubSiteverify(() => verdict({ success: true, hostname: SITE_HOST, action: "voice" }));
    const before = await stored();
    const { TURNSTILE_SECRET_KEY: _secret, ...withoutSecret } = cloudflareEnv();
    const response = await callApi(API_CALLS.voice, "voice", withoutSecret as typeof env);
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(0);
    expect(await stored()).toEqual(before);
  });

  it("still takes a form without a token only within the allowance", async () => {
    const calls = stubSiteverify(() => verdict({ success: true, hostname: SITE_HOST, action: "contact" }));
    const before = await count("contacts");
    expect((await sendEnquiry(undefined, cloudflareEnv({ UNVERIFIED_ENQUIRIES_HOURLY: "1" }))).status).toBe(200);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect((await sendEnquiry(undefined, cloudflareEnv({ UNVERIFIED_ENQUIRIES_HOURLY: "1" }))).status).toBe(429);
    expect(await count("contacts")).toBe(before + 1);
    expect(calls).toHaveLength(0);
  });
});
