import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_REFUSALS, MAX_FORM_BYTES, submitContact } from "~/features/contact/index.server";
import { createApp } from "../../workers/api";
import { validEnquiry } from "../support/enquiry";
import { withBotCheckField, withBotCheckToken } from "./support/bot-check";
import { freshAddress } from "./support/client-address";

/**
 * The Worker's guards in front of every route (workers/api.ts, decision 0081): another site's
 * form post is refused in the site's words, a preflight is never granted, bodies are capped while
 * they arrive, and every refused body is read to its end. The contact page here is its real
 * action, so "nothing stored" is read from D1.
 */
const SITE = "https://example.com";
let pageRequests = 0;
const app = createApp(async (request, pageEnv, ctx) => {
  pageRequests++;
  if (request.method === "GET") return new Response("page");
  const { status, data, headers } = await submitContact(request, pageEnv, ctx);
  return Response.json(data, { status, headers });
});

async function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {}) {
  const request = new Request(`${SITE}${path}`, {
    ...init,
    headers: { "CF-Connecting-IP": freshAddress(), ...init.headers },
    ...(init.body instanceof ReadableStream && { duplex: "half" }),
  } as RequestInit);
  const ctx = createExecutionContext();
  const response = await app.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A form post to the contact page, with `headers` saying where it comes from. */
const postForm = (path: string, headers: Record<string, string>, body: BodyInit) =>
  send(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body });

async function storedEnquiries(subject: string) {
  const { results } = await env.DB.prepare("SELECT id FROM contacts WHERE subject = ?").bind(subject).all();
  return results.length;
}

const enquiry = (subject: string) => new URLSearchParams(withBotCheckField(validEnquiry(subject))).toString();

/** A body of `totalBytes` streamed without a length, counting how much of it was read. */
function streamedBody(totalBytes: number, chunkBytes = 64 * 1024) {
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - produced);
      controller.enqueue(new TextEncoder().encode("m".repeat(size)));
      produced += size;
    },
  });
  return { stream, produced: () => produced };
}

afterEach(() => {
  pageRequests = 0;
  vi.restoreAllMocks();
});

describe("a form post to the contact page", () => {
  it.each<[string, Record<string, string>]>([
    ["another site's Origin", { Origin: "https://evil.example" }],
    ["another scheme", { Origin: "http://example.com" }],
    ["an opaque origin", { Origin: "null" }],
    ["a cross-site fetch without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["a sibling subdomain's fetch without Origin", { "Sec-Fetch-Site": "same-site" }],
    ["no Origin and another site's Referer", { Referer: "https://evil.example/contact" }],
  ])("from %s is refused with 403 in the site's words, and nothing is stored", async (_case, headers) => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const subject = `Forged ${crypto.randomUUID()}`;
    const response = await postForm("/contact", headers, enquiry(subject));
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CONTACT_REFUSALS.crossOrigin);
    expect(pageRequests).toBe(0);
    expect(await storedEnquiries(subject)).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledTimes(1);
  });

  it.each<[string, Record<string, string>]>([
    ["the site's own Origin", { Origin: SITE }],
    ["a same-origin fetch without Origin", { "Sec-Fetch-Site": "same-origin" }],
  ])("from %s is stored", async (_case, headers) => {
    const subject = `Welcome ${crypto.randomUUID()}`;
    const response = await postForm("/contact", headers, enquiry(subject));
    expect(response.status).toBe(200);
    expect(await storedEnquiries(subject)).toBe(1);
  });

  it("is refused with 413 while it arrives when it grows past the cap, read to its end, and nothing is stored", async () => {
    const { stream, produced } = streamedBody(4 * MAX_FORM_BYTES);
    const response = await postForm("/contact", { Origin: SITE }, stream);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(CONTACT_REFUSALS.tooLarge);
    expect(pageRequests).toBe(0);
    expect(produced()).toBe(4 * MAX_FORM_BYTES);
  });

  it("is capped on any spelling of the page's path", async () => {
    const response = await postForm("/contact/", { Origin: SITE }, streamedBody(2 * MAX_FORM_BYTES).stream);
    expect(response.status).toBe(413);
  });

  it("refused by its origin is still read to its end", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { stream, produced } = streamedBody(MAX_FORM_BYTES);
    const response = await postForm("/contact", { Origin: "https://evil.example" }, stream);
    expect(response.status).toBe(403);
    expect(produced()).toBe(MAX_FORM_BYTES);
  });
});

describe("the API", () => {
  it("refuses another site's text/plain post (a request no preflight stops) and never reaches the model", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = await send("/api/chatbot", {
      method: "POST",
      headers: withBotCheckToken({ Origin: "https://evil.example", "Content-Type": "text/plain" }),
      body: JSON.stringify({ message: "Hello" }),
    });
    expect(response.status).toBe(403);
  });

  it("grants no other site's preflight, so no browser sends it JSON or a recording", async () => {
    for (const [path, method] of [
      ["/api/chatbot", "POST"],
      ["/api/blog-topic-generator", "POST"],
      ["/api/voice-uploads", "POST"],
      ["/api/voice-processor", "POST"],
      ["/api/voice-recordings", "PUT"],
      ["/contact", "POST"],
    ] as const) {
      const response = await send(path, {
        method: "OPTIONS",
        headers: {
          Origin: "https://evil.example",
          "Access-Control-Request-Method": method,
          "Access-Control-Request-Headers": "content-type, x-turnstile-token",
        },
      });
      const granted = [...response.headers.keys()].filter((name) => name.startsWith("access-control-allow-"));
      expect(granted, path).toEqual([]);
    }
  });

  it("answers the site's own JSON, and JSON from a client that sends no Origin", async () => {
    for (const headers of [{ Origin: SITE }, {}] as Record<string, string>[]) {
      const response = await send("/api/chatbot", {
        method: "POST",
        headers: withBotCheckToken({ ...headers, "Content-Type": "application/json" }),
        body: JSON.stringify({ message: "Hello" }),
      });
      expect(response.status).toBe(200);
    }
  });
});

it("lets a GET carrying another site's Origin reach the page", async () => {
  expect((await send("/contact", { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  expect(pageRequests).toBe(1);
});
