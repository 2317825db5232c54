import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/api";

const app = createApp();

/** A body produced a chunk at a time, which says whether it was read to its end. */
function trackedBody(totalBytes = 256 * 1024, chunkBytes = 16 * 1024) {
  let produced = 0;
  let finished = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= totalBytes) {
        finished = true;
        return controller.close();
      }
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x7b));
      produced += chunkBytes;
    },
  });
  return { stream, finished: () => finished };
}

async function send(method: string, path: string, address: string, contentType: string) {
  const body = trackedBody();
  const request = new Request(`https://example.com${path}`, {
    method,
    body: body.stream,
    headers: { "Content-Type": contentType, "CF-Connecting-IP": address },
    duplex: "half",
  } as RequestInit);
  const ctx = createExecutionContext();
  const response = await app.fetch(request, env, ctx);
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { status: response.status, bodyRead: body.finished() };
}

describe("a request refused by a rate limit", () => {
  const endpoints = [
    { method: "PUT", path: "/api/voice-recordings", type: "audio/webm", address: "203.0.113.201" },
    { method: "POST", path: "/api/voice-uploads", type: "application/json", address: "203.0.113.202" },
    { method: "POST", path: "/api/voice-processor", type: "application/json", address: "203.0.113.203" },
    { method: "POST", path: "/api/chatbot", type: "application/json", address: "203.0.113.204" },
    { method: "POST", path: "/api/blog-topic-generator", type: "application/json", address: "203.0.113.205" },
  ];

  for (const { method, path, type, address } of endpoints) {
    it(`has its body read to the end and dropped: ${method} ${path}`, async () => {
      let refused: { status: number; bodyRead: boolean } | undefined;
      for (let attempt = 0; attempt < 25 && !refused; attempt++) {
        const result = await send(method, path, address, type);
        if (result.status === 429) refused = result;
      }
      expect(refused).toEqual({ status: 429, bodyRead: true });
    });
  }
});
