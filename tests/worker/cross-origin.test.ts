import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTACT_REFUSALS } from "~/features/contact/index.server";
import { API_CROSS_ORIGIN_REFUSAL, isCrossOriginRequest } from "~/lib/cross-origin.server";
import { createApp } from "../../workers/api";
import { recordingKeys, webmBytes } from "./support/voice";
import { withBotCheckToken } from "./support/bot-check";

const SITE = "https://example.com";
let pages: Request[] = [];
const app = createApp(async (request) => {
  pages.push(request);
  return new Response("page", { status: 200 });
});

let address = 0;
async function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  address++;
  const request = new Request(`${SITE}${path}`, {
    ...init,
    headers: { "CF-Connecting-IP": `192.0.2.${address}`, ...init.headers },
  });
  const ctx = createExecutionContext();
  const response = await app.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(() => {
  pages = [];
  vi.restoreAllMocks();
});

describe("isCrossOriginRequest", () => {
  const request = (method: string, origin?: string) =>
    new Request(`${SITE}/contact`, { method, headers: origin === undefined ? {} : { Origin: origin } });

  it("is true only for a state-changing request whose Origin is another site's", () => {
    expect(isCrossOriginRequest(request("POST", "https://evil.example"))).toBe(true);
    expect(isCrossOriginRequest(request("PUT", "http://example.com"))).toBe(true);
    expect(isCrossOriginRequest(request("DELETE", "null"))).toBe(true);
    expect(isCrossOriginRequest(request("POST", SITE))).toBe(false);
    expect(isCrossOriginRequest(request("POST"))).toBe(false);
    expect(isCrossOriginRequest(request("GET", "https://evil.example"))).toBe(false);
  });
});

describe("a request from another site", () => {
  it("gets the contact form's own 403 refusal for a form post, never reaches the page, and logs one warning", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await send("/contact", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "firstName=Eve&message=forged",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CONTACT_REFUSALS.crossOrigin);
    expect(pages).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warnings.mock.calls[0]![0]))).toEqual({
      level: "warn",
      event: "cross_origin_request_refused",
      method: "POST",
      path: "/contact",
      origin: "https://evil.example",
    });
  });

  it.each([
    ["POST", "/api/chatbot", JSON.stringify({ message: "Hello" })],
    ["POST", "/api/blog-topic-generator", JSON.stringify({ keywords: "ESP32" })],
    ["POST", "/api/voice-uploads", JSON.stringify({})],
    ["POST", "/api/voice-processor", JSON.stringify({ recordId: 1 })],
  ])("gets a JSON 403 from %s %s", async (method, path, body) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = await send(path, {
      method,
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: API_CROSS_ORIGIN_REFUSAL });
  });

  it("cannot upload a recording", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const before = await recordingKeys();
    const response = await send("/api/voice-recordings", {
      method: "PUT",
      headers: { Origin: "https://evil.example", "Content-Type": "audio/webm" },
      body: webmBytes(),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: API_CROSS_ORIGIN_REFUSAL });
    expect(await recordingKeys()).toEqual(before);
  });
});

describe("a request from the site itself, or without Origin", () => {
  it("reaches the API", async () => {
    for (const headers of [{ Origin: SITE }, {}] as Record<string, string>[]) {
      const response = await send("/api/chatbot", {
        method: "POST",
        headers: withBotCheckToken({ ...headers, "Content-Type": "application/json" }),
        body: JSON.stringify({ message: "Hello" }),
      });
      expect(response.status).toBe(200);
    }
  });

  it("reaches the page, as does a GET carrying another site's Origin", async () => {
    expect((await send("/contact", { method: "POST", headers: { Origin: SITE }, body: "a=b" })).status).toBe(200);
    expect((await send("/contact", { headers: { Origin: "https://evil.example" } })).status).toBe(200);
    expect(pages).toHaveLength(2);
  });
});
