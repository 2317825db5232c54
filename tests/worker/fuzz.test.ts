import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { TOPIC_FIELDS } from "~/features/topic-generator/topic-requests";
import { HONEYPOT_FIELD } from "~/features/contact/contact-form";
import { submitContact } from "~/features/contact/contact.server";
import { MAX_FORM_BYTES } from "~/features/contact/form-size";
import { VOICE_LIMITS } from "~/features/voice-idea/voice-form";
import { hasForbiddenCharacters } from "~/lib/visitor-text";
import { createApp } from "../../workers/api";
import { contactFormValues, hostileText } from "../unit/support/contact-arbitraries";
import { freshAddress, putRecording, recordingKeys, voiceRowCount, webmBytes } from "./support/voice";
import { withBotCheckField, withBotCheckToken } from "./support/bot-check";

/**
 * Property tests of every endpoint a visitor can write to or ask the AI through. Whatever arrives,
 * the answer is a success or a 4xx whose JSON names the problem in words, and nothing is half
 * written: rows and recordings grow by exactly one on success and not at all otherwise.
 * The outcome counts are printed at the end (`npx vitest run --silent=false` shows them).
 */

const RUNS = 120;
const outcomes = new Map<string, Map<number, number>>();

function tally(endpoint: string, status: number) {
  const counts = outcomes.get(endpoint) ?? new Map<number, number>();
  counts.set(status, (counts.get(status) ?? 0) + 1);
  outcomes.set(endpoint, counts);
}

afterAll(() => {
  const lines = [...outcomes].map(([endpoint, counts]) => {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const byStatus = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    return `${endpoint}: ${total} cases, ${byStatus.join(" ")}`;
  });
  console.log(`Fuzz outcomes\n${lines.join("\n")}`);
});

// Internal detail that must never reach a visitor: stack frames, SQL, the database's or zod's words.
const INTERNAL_TEXT =
  /\bat \S+ \(|\bstack\b|SQLITE|D1_|drizzle|\bselect\b.+\bfrom\b|TypeError|SyntaxError|ZodError|\bundefined\b/i;

/** A refusal: JSON with one short message in words. */
async function expectClearRefusal(response: Response, endpoint: string) {
  expect(response.status, endpoint).toBeGreaterThanOrEqual(400);
  expect(response.status, endpoint).toBeLessThan(500);
  expect(response.headers.get("Content-Type") ?? "", endpoint).toMatch(/^application\/json/);
  const body = await response.json<{ error?: unknown }>();
  expect(typeof body.error, endpoint).toBe("string");
  const message = body.error as string;
  expect(message.length).toBeGreaterThan(5);
  expect(message.length).toBeLessThan(300);
  expect(message).not.toMatch(INTERNAL_TEXT);
}

function expectNoPollution() {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty("polluted");
}

/** Field values of every JSON type, hostile text and oversized strings among them. */
const anyFieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonp",
  "",
] as const;

/** Raw bodies that are not what the endpoint expects: broken, hostile, deep or polluting JSON, non-UTF-8. */
const hostileRawBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.jsonValue().map((value) => JSON.stringify(value) ?? "null"),
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"message":"hi","__proto__":{"polluted":"yes"},"history":[{"type":"user","text":"x","__proto__":{"polluted":1}}]}',
    "[".repeat(5000) + "]".repeat(5000),
    '{"a":'.repeat(3000) + "1" + "}".repeat(3000),
    "",
    "null",
    '"just a string"',
    "\u0000\u0001\u001b[31m",
  ),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Uint8Array.from([0xff, 0xfe, ...bytes])),
  // Over every JSON endpoint's cap (16 KB at most), whole or chunked: counted as it arrives.
  fc
    .tuple(fc.integer({ min: 17 * 1024, max: 600 * 1024 }), fc.constantFrom("x", "é", "\u0000"))
    .map(([bytes, filler]) =>
      JSON.stringify({ message: filler.repeat(bytes / new TextEncoder().encode(filler).length) }),
    ),
);

/** A body sent in chunks without a Content-Length, as a client streaming it would. */
function chunked(bytes: Uint8Array<ArrayBuffer>, chunkBytes = 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

// Bodies with a Content-Length that lies are sent over a raw socket by the end-to-end tests
// (tests/e2e/raw-http.spec.ts): fetch here always sends the true length.
type Transport = "whole" | "chunked";
const transport = fc.constantFrom<Transport>("whole", "chunked");

function send(path: string, body: string | Uint8Array<ArrayBuffer>, contentType: string, how: Transport) {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const headers = withBotCheckToken({ "CF-Connecting-IP": freshAddress() });
  if (contentType) headers["Content-Type"] = contentType;
  return SELF.fetch(`https://example.com${path}`, {
    method: "POST",
    headers,
    body: how === "chunked" ? chunked(bytes) : bytes,
    ...(how === "chunked" ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** Either a structured body of the endpoint's shape with random values, or something else entirely. */
function bodies(structured: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    { weight: 3, arbitrary: structured.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: hostileRawBody },
  );
}

const jsonContentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant("application/json") },
  { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
);

const chatRequest = fc.record(
  {
    message: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom("What services do you offer?", "Do you work in the UK?") },
      anyFieldValue,
    ),
    history: fc.oneof(
      anyFieldValue,
      fc.array(fc.record({ type: fc.oneof(fc.constantFrom("user", "bot"), anyFieldValue), text: anyFieldValue }), {
        maxLength: 12,
      }),
    ),
  },
  { requiredKeys: [] },
);

const topicRequest = fc.record(
  Object.fromEntries(
    TOPIC_FIELDS.map(({ name }) => [
      name,
      fc.oneof({ weight: 2, arbitrary: fc.constantFrom("ESP32", "low power") }, anyFieldValue),
    ]),
  ) as Record<string, fc.Arbitrary<unknown>>,
  { requiredKeys: [] },
);

describe("the AI endpoints answer every request with a reply or a clear 4xx", () => {
  for (const [path, structured, answered] of [
    // A reply streams its words and ends with its finish part (the AI SDK's UI message stream).
    [
      "/api/chatbot",
      chatRequest,
      (body: string) => /"type":"text-delta".*"type":"finish".*\n\ndata: \[DONE\]\n\n$/s.test(body),
    ],
    [
      "/api/blog-topic-generator",
      topicRequest,
      (body: string) => {
        const { blog_topics, mermaid_code } = JSON.parse(body) as Record<string, unknown>;
        return Array.isArray(blog_topics) && typeof mermaid_code === "string";
      },
    ],
  ] as const) {
    it(
      path,
      async () => {
        const rowsBefore = await voiceRowCount();
        await fc.assert(
          fc.asyncProperty(bodies(structured), jsonContentType, transport, async (body, contentType, how) => {
            const response = await send(path, body, contentType, how);
            tally(path, response.status);
            if (response.status === 200) {
              expect(answered(await response.text())).toBe(true);
            } else {
              await expectClearRefusal(response, path);
            }
            expectNoPollution();
          }),
          { numRuns: RUNS },
        );
        expect(await voiceRowCount()).toBe(rowsBefore);
      },
      120_000,
    );
  }
});

describe("the voice endpoints store a whole idea or nothing", () => {
  it("/api/voice-recordings", async () => {
    const recordingBody = fc.oneof(
      fc.constant(webmBytes()),
      fc.uint8Array({ maxLength: 4096 }).map((bytes) => Uint8Array.from(bytes)),
      fc.uint8Array({ maxLength: 256 }).map((bytes) => Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...bytes])),
      fc.constant(new Uint8Array()),
      // Just over the cap, or far over it: a real recording's header in front.
      fc
        .integer({ min: VOICE_LIMITS.maxRecordingBytes + 1, max: 3 * VOICE_LIMITS.maxRecordingBytes })
        .map((size) => webmBytes(size)),
    );
    await fc.assert(
      fc.asyncProperty(
        recordingBody,
        fc.constantFrom("audio/webm", "video/webm", "application/octet-stream", "text/html", ""),
        transport,
        async (bytes, contentType, how) => {
          const before = (await recordingKeys()).length;
          const response = await putRecording(how === "chunked" ? chunked(bytes) : bytes, {
            "Content-Type": contentType,
          });
          tally("/api/voice-recordings", response.status);
          const added = (await recordingKeys()).length - before;
          if (response.status === 201) {
            expect(added).toBe(1);
          } else {
            await expectClearRefusal(response, "/api/voice-recordings");
            expect(added).toBe(0);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("/api/voice-uploads", async () => {
    const uploaded: string[] = [];
    for (let index = 0; index < 5; index++) {
      const response = await putRecording(webmBytes());
      expect(response.status).toBe(201);
      uploaded.push((await response.json<{ file_name: string }>()).file_name);
    }
    const details = fc.record(
      {
        name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("Ada", "Seán Ó Briain") }, anyFieldValue),
        email: fc.oneof({ weight: 3, arbitrary: fc.emailAddress() }, anyFieldValue),
        projectTitle: fc.oneof({ weight: 2, arbitrary: fc.constantFrom("", "Soil sensor") }, anyFieldValue),
        file_name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...uploaded) }, anyFieldValue),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(bodies(details), jsonContentType, transport, async (body, contentType, how) => {
        const before = await voiceRowCount();
        const response = await send("/api/voice-uploads", body, contentType, how);
        tally("/api/voice-uploads", response.status);
        const added = (await voiceRowCount()) - before;
        if (response.status === 201) {
          expect(added).toBe(1);
          const { id } = await response.json<{ id: string }>();
          const row = await env.DB.prepare(
            "SELECT user_name, user_email, user_context FROM voice_uploads WHERE file_name = ?1",
          )
            .bind(id)
            .first<Record<string, string>>();
          for (const value of Object.values(row!)) expect(hasForbiddenCharacters(value, "single-line")).toBe(false);
        } else {
          await expectClearRefusal(response, "/api/voice-uploads");
          expect(added).toBe(0);
        }
        expectNoPollution();
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("/api/voice-processor", async () => {
    // The reference the API answered for an idea still waiting (as the integers 1..50 once named
    // one), beside counted ids (never a reference) and any value.
    const { results: waiting } = await env.DB.prepare(
      "SELECT file_name FROM voice_uploads WHERE transcription_status = 'pending' LIMIT 1",
    ).all<{ file_name: string }>();
    const references = waiting.map((row) => row.file_name);
    const trigger = fc.record(
      {
        recordId: fc.oneof(
          ...(references.length > 0 ? [fc.constantFrom(...references)] : []),
          fc.integer({ min: -5, max: 50 }),
          fc.constant(Number.MAX_SAFE_INTEGER + 2),
          anyFieldValue,
        ),
      },
      { requiredKeys: [] },
    );
    const rowsBefore = await voiceRowCount();
    await fc.assert(
      fc.asyncProperty(bodies(trigger), jsonContentType, transport, async (body, contentType, how) => {
        const response = await send("/api/voice-processor", body, contentType, how);
        tally("/api/voice-processor", response.status);
        if (response.status !== 202) await expectClearRefusal(response, "/api/voice-processor");
        expectNoPollution();
      }),
      { numRuns: RUNS },
    );
    expect(await voiceRowCount()).toBe(rowsBefore);
  }, 120_000);
});

describe("the contact form stores a whole enquiry or nothing", () => {
  async function countContacts() {
    const row = await env.DB.prepare("SELECT COUNT(*) AS count FROM contacts").first<{ count: number }>();
    return row?.count ?? 0;
  }

  it("/contact", async () => {
    const encodings = fc.constantFrom("urlencoded", "multipart", "json", "text", "chunked-urlencoded");
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 4, arbitrary: contactFormValues.map((form) => form as Record<string, unknown>) },
          { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), anyFieldValue, { maxKeys: 8 }) },
          // A form over the 128 KB the Worker lets through to the action (called here without it).
          {
            weight: 1,
            arbitrary: fc
              .integer({ min: MAX_FORM_BYTES + 1, max: 4 * MAX_FORM_BYTES })
              .chain((bytes) => contactFormValues.map((form) => ({ ...form, message: "m".repeat(bytes) }))),
          },
        ),
        encodings,
        async (form, encoding) => {
          const fields = withBotCheckField(
            Object.fromEntries(
              Object.entries(form).map(([name, value]) => [
                name,
                typeof value === "string" ? value : JSON.stringify(value),
              ]),
            ),
          );
          const headers = new Headers({
            Origin: "https://tetra.example",
            "User-Agent": "fuzz",
            "CF-Connecting-IP": freshAddress(),
          });
          let body: BodyInit;
          if (encoding === "multipart") {
            const multipart = new FormData();
            for (const [name, value] of Object.entries(fields)) multipart.append(name, value);
            body = multipart;
          } else if (encoding === "json") {
            headers.set("Content-Type", "application/json");
            body = JSON.stringify(form);
          } else if (encoding === "text") {
            headers.set("Content-Type", "text/plain");
            body = new URLSearchParams(fields).toString();
          } else {
            headers.set("Content-Type", "application/x-www-form-urlencoded");
            const encoded = new URLSearchParams(fields).toString();
            body = encoding === "urlencoded" ? encoded : chunked(new TextEncoder().encode(encoded));
          }
          let request: Request;
          try {
            request = new Request("https://tetra.example/contact", {
              method: "POST",
              headers,
              body,
              ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
            } as RequestInit);
          } catch {
            // workerd refuses to encode some multipart field names (one ending in a backslash): such
            // a body cannot be built here, so there is nothing to send.
            fc.pre(false);
            return;
          }
          const before = await countContacts();
          const ctx = createExecutionContext();
          const result = await submitContact(request, env, ctx);
          await waitOnExecutionContext(ctx);
          tally("/contact", result.status);
          const added = (await countContacts()) - before;
          expect([200, 400, 413, 415]).toContain(result.status);
          // A filled honeypot is answered like a person's enquiry and stored nowhere.
          const trap = encoding !== "json" && String(fields[HONEYPOT_FIELD] ?? "").trim() !== "";
          expect(added).toBe(result.status === 200 && !trap ? 1 : 0);
          if (added === 1) {
            const stored = await env.DB.prepare(
              "SELECT first_name, last_name, email, subject, inquiry_type, message FROM contacts ORDER BY id DESC LIMIT 1",
            ).first<Record<string, string>>();
            const { message, ...singleLine } = stored!;
            for (const value of Object.values(singleLine))
              expect(hasForbiddenCharacters(value, "single-line")).toBe(false);
            expect(hasForbiddenCharacters(message!, "multi-line")).toBe(false);
          }
          if (result.status !== 200) {
            const data = result.data as { message?: string; result?: { error?: Record<string, string[] | null> } };
            const fieldErrors = Object.values(data.result?.error ?? {}).flatMap((errors) => errors ?? []);
            const messages = [data.message ?? "", ...fieldErrors].filter(Boolean);
            expect(messages.length).toBeGreaterThan(0);
            for (const message of messages) expect(message).not.toMatch(INTERNAL_TEXT);
          }
          expectNoPollution();
        },
      ),
      { numRuns: RUNS * 2 },
    );
  }, 180_000);
});

describe("a body whose connection breaks before its end", () => {
  /** A body that delivers its first bytes and then fails, as a client hanging up mid-request does. */
  function breakingBody(firstBytes: Uint8Array) {
    let sent = false;
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(new Error("Network connection lost."));
        sent = true;
        controller.enqueue(firstBytes);
      },
    });
  }

  const request = (path: string, body: ReadableStream<Uint8Array>, contentType: string, method = "POST") =>
    new Request(`https://example.com${path}`, {
      method,
      headers: withBotCheckToken({
        "Content-Type": contentType,
        "CF-Connecting-IP": freshAddress(),
        Origin: "https://example.com",
      }),
      body,
      duplex: "half",
    } as RequestInit);

  for (const path of ["/api/chatbot", "/api/blog-topic-generator", "/api/voice-uploads", "/api/voice-processor"]) {
    it(`${path} answers 400 and stores nothing`, async () => {
      const before = await voiceRowCount();
      const ctx = createExecutionContext();
      const response = await createApp().fetch(
        request(path, breakingBody(new TextEncoder().encode('{"message":"What')), "application/json"),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(400);
      expect(await voiceRowCount()).toBe(before);
    });
  }

  it("/contact answers 400 and stores nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS count FROM contacts").first<{ count: number }>();
    const form = "firstName=Ada&lastName=Lovelace&email=ada%40example.com&subject=Cut&message=We+need";
    const ctx = createExecutionContext();
    const result = await submitContact(
      request("/contact", breakingBody(new TextEncoder().encode(form)), "application/x-www-form-urlencoded"),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(result.status).toBe(400);
    const after = await env.DB.prepare("SELECT COUNT(*) AS count FROM contacts").first<{ count: number }>();
    expect(after).toEqual(before);
  });
});
