import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { servePageWithCache, type PageStores } from "../../workers/page-cache";
import { renderPage, type RequestHandler } from "../../workers/render-page";
import { EDITABLE_CONTENT } from "~/content/editable";
import { CONTENT_ERROR_TEXT } from "~/features/managed-content/content-errors";
import { clearContentCache } from "~/features/managed-content/content.server";
import { escapeHtml } from "~/lib/html-text";
import { loader as homeLoader } from "~/routes/home";

const page = (nonce: string, status = 200, type = "text/html; charset=utf-8") =>
  new Response(`<html><head><script nonce="${nonce}">window.x=1</script></head><body>page</body></html>`, {
    status,
    headers: {
      "Content-Type": type,
      "Content-Security-Policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
    },
  });

/** Empty stores for each test: a cache of its own and an empty isolate memory. */
async function freshStores(): Promise<PageStores> {
  return { edge: await caches.open(`pages-${crypto.randomUUID()}`), memory: new Map() };
}

async function serve(url: string, render: () => Promise<Response>, ttl = "30", method = "GET") {
  const stores = await freshStores();
  const run = async () => {
    const ctx = createExecutionContext();
    const response = await servePageWithCache(
      new Request(url, { method }),
      { ...env, CONTENT_CACHE_TTL_SECONDS: ttl },
      ctx,
      render,
      stores,
    );
    await waitOnExecutionContext(ctx);
    return response;
  };
  return { run, stores };
}

function nonceOf(response: Response) {
  return /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1];
}

describe("page cache", () => {
  it("renders once, then serves the cached page with a fresh nonce in the header and the markup", async () => {
    let renders = 0;
    const { run } = await serve("https://example.com/about", async () => page(`n${++renders}`));
    const first = await run();
    expect(await first.text()).toContain('nonce="n1"');
    const second = await run();
    const html = await second.text();
    const nonce = nonceOf(second);
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
      const { run } = await serve(
        "https://example.com/x",
        async () => {
          renders++;
          return page("n", status);
        },
        ttl,
        method,
      );
      await run();
      await run();
      expect(renders).toBe(2);
    }
  });

  it("keys the cache by the full URL, query string included", async () => {
    let renders = 0;
    const stores = await freshStores();
    const ctx = createExecutionContext();
    for (const url of ["https://example.com/contact?subject=A", "https://example.com/contact?subject=B"]) {
      await servePageWithCache(
        new Request(url),
        { ...env, CONTENT_CACHE_TTL_SECONDS: "30" },
        ctx,
        async () => {
          renders++;
          return page("n");
        },
        stores,
      );
    }
    await waitOnExecutionContext(ctx);
    expect(renders).toBe(2);
  });

  it("another isolate, with an empty memory, serves the page from the Workers cache", async () => {
    let renders = 0;
    const { run, stores } = await serve("https://example.com/services", async () => page(`n${++renders}`));
    await run();
    expect(stores.memory.has("https://example.com/services")).toBe(true);
    expect(await stores.edge.match("https://example.com/services")).toBeDefined();

    stores.memory.clear();
    const fromEdge = await run();
    expect(renders).toBe(1);
    expect(await fromEdge.text()).toContain(`nonce="${nonceOf(fromEdge)}"`);
    expect(stores.memory.has("https://example.com/services")).toBe(true);
  });

  it("renders again once the remembered page has expired", async () => {
    let renders = 0;
    const { run, stores } = await serve("https://example.com/faq", async () => page(`n${++renders}`));
    await run();
    await stores.edge.delete("https://example.com/faq");
    stores.memory.get("https://example.com/faq")!.expiresAt = Date.now() - 1;
    const again = await run();
    expect(renders).toBe(2);
    expect(await again.text()).toContain('nonce="n2"');
  });

  it("keeps a bounded number of pages in memory, dropping the oldest first", async () => {
    const stores = await freshStores();
    const ctx = createExecutionContext();
    for (let i = 0; i < 70; i++) {
      await servePageWithCache(
        new Request(`https://example.com/p${i}`),
        { ...env, CONTENT_CACHE_TTL_SECONDS: "30" },
        ctx,
        async () => page("n"),
        stores,
      );
    }
    await waitOnExecutionContext(ctx);
    expect(stores.memory.size).toBe(64);
    expect(stores.memory.has("https://example.com/p0")).toBe(false);
    expect(stores.memory.has("https://example.com/p69")).toBe(true);
  });

  it("does not keep a page whose content read failed: the next request after D1 recovers shows the content", async () => {
    clearContentCache();
    let databaseDown = true;
    // A D1 that refuses every statement while it is down, as during a short outage.
    const unavailable: D1PreparedStatement = new Proxy({} as D1PreparedStatement, {
      get: (_target, property) =>
        property === "bind" ? () => unavailable : () => Promise.reject(new Error("D1_ERROR: database is locked")),
    });
    const flakyDb = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare" && databaseDown) return () => unavailable;
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    // The home route's own loader, with its content (or the in-page error text) as the page.
    const handler: RequestHandler = async (request, context) => {
      const { content } = await homeLoader({ request, params: {}, context } as never);
      const body = content.ok ? content.sections.hero_tagline : CONTENT_ERROR_TEXT.block;
      return new Response(`<html><body>${body}</body></html>`, { headers: { "Content-Type": "text/html" } });
    };
    const stores = await freshStores();
    const pageEnv = { ...env, DB: flakyDb, CONTENT_CACHE_TTL_SECONDS: "30" };
    const run = async () => {
      const ctx = createExecutionContext();
      const request = new Request("https://example.com/");
      const response = await servePageWithCache(
        request,
        pageEnv,
        ctx,
        () => renderPage(request, pageEnv, ctx, handler),
        stores,
      );
      await waitOnExecutionContext(ctx);
      return response;
    };

    const duringOutage = await run();
    expect(await duringOutage.text()).toContain(CONTENT_ERROR_TEXT.block);
    expect(duringOutage.headers.get("Cache-Control")).toBe("no-store");
    expect(stores.memory.size).toBe(0);
    expect(await stores.edge.match("https://example.com/")).toBeUndefined();

    databaseDown = false;
    const recovered = await run();
    const html = await recovered.text();
    expect(html).not.toContain(CONTENT_ERROR_TEXT.block);
    expect(html).toContain(escapeHtml(EDITABLE_CONTENT.home_page.hero_tagline));
    // A good page is cached as before.
    expect(stores.memory.has("https://example.com/")).toBe(true);
    clearContentCache();
  });
});
