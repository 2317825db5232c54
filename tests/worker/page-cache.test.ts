import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { servePageWithCache } from "../../workers/page-cache";

const page = (nonce: string, status = 200, type = "text/html; charset=utf-8") =>
  new Response(`<html><head><script nonce="${nonce}">window.x=1</script></head><body>page</body></html>`, {
    status,
    headers: {
      "Content-Type": type,
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
    },
  });

async function serve(url: string, render: () => Promise<Response>, ttl = "30", method = "GET") {
  const cache = await caches.open(`pages-${crypto.randomUUID()}`);
  const ctx = createExecutionContext();
  const run = async () => {
    const response = await servePageWithCache(new Request(url, { method }), { CONTENT_CACHE_TTL_SECONDS: ttl }, ctx, render, cache);
    await waitOnExecutionContext(ctx);
    return response;
  };
  return { run };
}

describe("page cache", () => {
  it("renders once, then serves the cached page with a fresh nonce in the header and the markup", async () => {
    let renders = 0;
    const { run } = await serve("https://example.com/about", async () => page(`n${++renders}`));
    const first = await run();
    expect(await first.text()).toContain('nonce="n1"');
    const second = await run();
    const html = await second.text();
    const policy = second.headers.get("Content-Security-Policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    expect(renders).toBe(1);
    expect(nonce).not.toBe("n1");
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain('nonce="n1"');
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(second.headers.get("Server-Timing")).toBe('d1;desc="queries: 0", cache;desc="hit"');
  });

  it("never caches errors, other methods, or when the TTL is 0", async () => {
    for (const [status, ttl, method] of [
      [404, "30", "GET"],
      [500, "30", "GET"],
      [200, "0", "GET"],
      [200, "30", "POST"],
    ] as const) {
      let renders = 0;
      const { run } = await serve("https://example.com/x", async () => {
        renders++;
        return page("n", status);
      }, ttl, method);
      await run();
      await run();
      expect(renders).toBe(2);
    }
  });

  it("keys the cache by the full URL, query string included", async () => {
    let renders = 0;
    const cache = await caches.open(`pages-${crypto.randomUUID()}`);
    const ctx = createExecutionContext();
    for (const url of ["https://example.com/contact?subject=A", "https://example.com/contact?subject=B"]) {
      await servePageWithCache(new Request(url), { CONTENT_CACHE_TTL_SECONDS: "30" }, ctx, async () => {
        renders++;
        return page("n");
      }, cache);
    }
    await waitOnExecutionContext(ctx);
    expect(renders).toBe(2);
  });
});
