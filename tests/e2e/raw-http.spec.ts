import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_PORT, E2E_STATE } from "../../playwright.config";
import { webmBytes } from "../support/webm";
import { BOT_CHECK_FIELD, BOT_CHECK_HEADER_LINE, BOT_CHECK_HEADERS, DUMMY_TOKEN } from "./support/bot-check";
import { queryD1, sqlString } from "./support/d1";

/**
 * Requests no browser or fetch would send, written byte by byte on a socket: a Content-Length that
 * claims more or less than the body, and chunked bodies far over an endpoint's cap. Each is
 * answered with a 4xx, and nothing of it is stored.
 *
 * A body cut short by a client that hangs up is the exception: the local dev proxy in front of
 * workerd answers that broken connection with its own 500 before the Worker can answer (the
 * Worker's own answer to a body that ends early is a 400, tests/worker/fuzz.test.ts). Those cases
 * check that nothing is stored and that the server goes on answering.
 */

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

interface RawResponse {
  status: number;
  text: string;
}

/** Writes the request, half-closes the socket, and reads the first response. */
function rawRequest(head: string[], body: Buffer | Buffer[], { halfClose = true } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, "127.0.0.1");
    // latin1 maps each byte to one character, so the text's length counts the bytes received.
    socket.setEncoding("latin1");
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer within 20 s to ${head[0]}`));
    }, 20_000);
    const finish = () => {
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text });
    };
    socket.on("data", (chunk: string) => {
      text += chunk;
      // One response is enough: stop once its head and declared body have arrived.
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end))?.[1];
      if (length !== undefined && text.length >= end + 4 + Number(length)) {
        socket.destroy();
        finish();
      }
    });
    socket.on("close", finish);
    socket.on("error", () => finish());
    socket.write([...head, `Host: 127.0.0.1:${E2E_PORT}`, `Origin: ${ORIGIN}`, "", ""].join("\r\n"));
    for (const part of Array.isArray(body) ? body : [body]) socket.write(part);
    if (halfClose) socket.end();
  });
}

function chunkedBody(totalBytes: number, chunkBytes = 64 * 1024): Buffer[] {
  const parts: Buffer[] = [];
  for (let sent = 0; sent < totalBytes; sent += chunkBytes) {
    const size = Math.min(chunkBytes, totalBytes - sent);
    parts.push(Buffer.from(`${size.toString(16)}\r\n`), Buffer.alloc(size, 0x20), Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return parts;
}

const JSON_ENDPOINTS = ["/api/chatbot", "/api/blog-topic-generator", "/api/voice-uploads", "/api/voice-processor"];

/**
 * A request body each endpoint would accept whole. The voice idea names a recording uploaded for
 * it, so the only thing that keeps its row from being stored is the lying length.
 */
async function jsonFor(path: string, marker: string, request: APIRequestContext): Promise<string> {
  if (path === "/api/chatbot") return JSON.stringify({ message: `What services do you offer? ${marker}` });
  if (path === "/api/blog-topic-generator") return JSON.stringify({ keywords: `ESP32 ${marker}` });
  if (path === "/api/voice-uploads") {
    const upload = await request.put("/api/voice-recordings", {
      data: Buffer.from(webmBytes()),
      headers: { "Content-Type": "audio/webm", ...BOT_CHECK_HEADERS },
    });
    expect(upload.status()).toBe(201);
    const { file_name } = (await upload.json()) as { file_name: string };
    return JSON.stringify({ name: marker, email: "ada@example.com", file_name });
  }
  return JSON.stringify({ recordId: `voice-idea-${Date.now()}-${"0".repeat(32)}.webm` });
}

function expectRefused(response: RawResponse, what: string) {
  expect(response.status, `${what}\n${response.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${what}\n${response.text.slice(0, 300)}`).toBeLessThan(500);
}

const R2_FOLDER = join(E2E_STATE, "v3", "r2", "miniflare-R2BucketObject");

/** Recordings of exactly this size in the local bucket (read from its SQLite index, as d1.ts reads D1). */
function recordingsOfSize(bytes: number): number {
  const index = readdirSync(R2_FOLDER).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!index) return 0;
  const output = execFileSync(
    "sqlite3",
    [join(R2_FOLDER, index), `SELECT COUNT(*) FROM _mf_objects WHERE size = ${bytes}`],
    {
      encoding: "utf8",
    },
  );
  return Number(output.trim());
}

function storedVoiceRowsNamed(marker: string) {
  return queryD1(`SELECT id FROM voice_uploads WHERE user_name = ${sqlString(marker)}`);
}

test.describe("bodies whose length headers lie", () => {
  test("/api/voice-uploads: the same body with its true length is stored (the control for the cases below)", async ({
    request,
  }) => {
    const marker = `raw-${crypto.randomUUID()}`;
    const body = Buffer.from(await jsonFor("/api/voice-uploads", marker, request));
    const response = await rawRequest(
      [
        "POST /api/voice-uploads HTTP/1.1",
        "Content-Type: application/json",
        BOT_CHECK_HEADER_LINE,
        `Content-Length: ${body.length}`,
        "Connection: close",
      ],
      body,
    );
    expect(response.status).toBe(201);
    expect(storedVoiceRowsNamed(marker)).toHaveLength(1);
  });

  for (const path of JSON_ENDPOINTS) {
    test(`${path}: a body shorter than its Content-Length stores nothing`, async ({ request }) => {
      const marker = `raw-${crypto.randomUUID()}`;
      const body = Buffer.from(await jsonFor(path, marker, request));
      await rawRequest(
        [
          `POST ${path} HTTP/1.1`,
          "Content-Type: application/json",
          BOT_CHECK_HEADER_LINE,
          `Content-Length: ${body.length + 500}`,
        ],
        body,
      );
      expect(storedVoiceRowsNamed(marker)).toEqual([]);
      expect((await request.get("/api/health")).status()).toBe(200);
    });

    test(`${path}: a body longer than its Content-Length is read only as far as declared`, async ({ request }) => {
      const marker = `raw-${crypto.randomUUID()}`;
      const body = Buffer.from(await jsonFor(path, marker, request));
      const response = await rawRequest(
        [
          `POST ${path} HTTP/1.1`,
          "Content-Type: application/json",
          BOT_CHECK_HEADER_LINE,
          "Content-Length: 9",
          "Connection: close",
        ],
        body,
      );
      expectRefused(response, path);
      expect(response.text).toContain("application/json");
      expect(storedVoiceRowsNamed(marker)).toEqual([]);
    });

    test(`${path}: a chunked body far over the cap is refused`, async () => {
      const response = await rawRequest(
        [
          `POST ${path} HTTP/1.1`,
          "Content-Type: application/json",
          BOT_CHECK_HEADER_LINE,
          "Transfer-Encoding: chunked",
          "Connection: close",
        ],
        chunkedBody(8 * 1024 * 1024),
      );
      expect(response.status).toBe(413);
    });
  }

  const enquiry = (marker: string) =>
    new URLSearchParams({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      subject: marker,
      message: "We need a BLDC motor controller for a pump.",
      inquiryType: "Project Inquiry",
      [BOT_CHECK_FIELD]: DUMMY_TOKEN,
    }).toString();
  const postForm = (form: string, declaredBytes: number) =>
    rawRequest(
      [
        "POST /contact HTTP/1.1",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${declaredBytes}`,
        "Connection: close",
      ],
      Buffer.from(form),
    );
  const enquiriesWithSubject = (marker: string) =>
    queryD1(`SELECT id FROM contacts WHERE subject = ${sqlString(marker)}`);

  test("/contact: the same form with its true length is stored (the control for the case below)", async () => {
    const marker = `raw-${crypto.randomUUID()}`;
    const form = enquiry(marker);
    await postForm(form, form.length);
    expect(enquiriesWithSubject(marker)).toHaveLength(1);
  });

  test("/contact: a form shorter than its Content-Length stores nothing", async ({ request }) => {
    const marker = `raw-${crypto.randomUUID()}`;
    const form = enquiry(marker);
    await postForm(form, form.length + 200);
    expect(enquiriesWithSubject(marker)).toEqual([]);
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("/contact: a chunked form far over the cap is refused and stores nothing", async () => {
    const response = await rawRequest(
      [
        "POST /contact HTTP/1.1",
        "Content-Type: application/x-www-form-urlencoded",
        "Transfer-Encoding: chunked",
        "Connection: close",
      ],
      chunkedBody(4 * 1024 * 1024),
    );
    expectRefused(response, "/contact");
  });

  const putRaw = (recording: Buffer, declaredBytes: number) =>
    rawRequest(
      [
        "PUT /api/voice-recordings HTTP/1.1",
        "Content-Type: audio/webm",
        BOT_CHECK_HEADER_LINE,
        `Content-Length: ${declaredBytes}`,
        "Connection: close",
      ],
      recording,
    );

  test("/api/voice-recordings: a recording sent with its true length is kept (the control for the case below)", async () => {
    // Odd sizes no other test uploads, so the counts hold while other tests store recordings.
    const recording = Buffer.from(webmBytes(4111));
    const before = recordingsOfSize(recording.length);
    const response = await putRaw(recording, recording.length);
    expect(response.status).toBe(201);
    expect(recordingsOfSize(recording.length)).toBe(before + 1);
  });

  test("/api/voice-recordings: a recording shorter than its Content-Length is not kept", async ({ request }) => {
    const recording = Buffer.from(webmBytes(4097));
    await putRaw(recording, recording.length + 10_000);
    expect(recordingsOfSize(recording.length)).toBe(0);
    expect((await request.get("/api/health")).status()).toBe(200);
  });
});

test.describe("voice recordings of unknown or excessive length", () => {
  test("a chunked recording is refused with 411 and the connection's next request is answered", async ({ request }) => {
    const response = await rawRequest(
      [
        "PUT /api/voice-recordings HTTP/1.1",
        "Content-Type: audio/webm",
        BOT_CHECK_HEADER_LINE,
        "Transfer-Encoding: chunked",
        "Connection: close",
      ],
      chunkedBody(8 * 1024 * 1024),
    );
    expect(response.status).toBe(411);
    expect(response.text).toContain("Content-Length");
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("a recording declared over the cap is refused with 413 before it is stored", async () => {
    const size = 3 * 1024 * 1024 + 17;
    const response = await rawRequest(
      [
        "PUT /api/voice-recordings HTTP/1.1",
        "Content-Type: audio/webm",
        BOT_CHECK_HEADER_LINE,
        `Content-Length: ${size}`,
        "Connection: close",
      ],
      Buffer.alloc(size, 1),
    );
    expect(response.status).toBe(413);
    expect(recordingsOfSize(size)).toBe(0);
  });
});

test.describe("staff pictures over 10 MB", () => {
  const head = (length: string) => [
    "POST /staff/pictures HTTP/1.1",
    "Content-Type: multipart/form-data; boundary=x",
    length,
    "Connection: close",
  ];

  // Refused by its Content-Length before it is read, the body was left unread, and the local proxy
  // answered the lost connection with a 500 of its own instead of the Worker's 413.
  test("a body declared over the cap is answered 413 in words for staff", async ({ request }) => {
    const size = 11 * 1000 * 1000;
    const response = await rawRequest(head(`Content-Length: ${size}`), Buffer.alloc(size, 0x41));
    expect(response.status).toBe(413);
    expect(response.text).toContain('{"error":"The picture is larger than 10 MB."}');
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("a chunked body over the cap is answered 413 while it arrives", async () => {
    const response = await rawRequest(head("Transfer-Encoding: chunked"), chunkedBody(11 * 1000 * 1000));
    expect(response.status).toBe(413);
    expect(response.text).toContain("The picture is larger than 10 MB.");
  });
});
