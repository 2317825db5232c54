import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { servePageWithCache, type PageRenderer, type PageStores } from "../../workers/page-cache";
import { renderPage, type RequestHandler } from "../../workers/render-page";
import { nonceOf } from "../support/csp";
import { EDITABLE_CONTENT } from "~/content/editable";
import { CONTENT_ERROR_TEXT } from "~/features/managed-content/content-errors";
import { clearContentCache } from "~/features/managed-content/content.server";
import { DEFAULT_LANGUAGE } from "~/db/schema";
import { loadPageContent } from "~/features/managed-content/index.server";
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

/** Serves one request through the cache (TTL 30 s) and waits for what it stores. */
async function serveOnce(request: Request, render: PageRenderer, stores: PageStores) {
  const ctx = createExecutionContext();
  const response = await servePageWithCache(request, { ...env, CONTENT_CACHE_TTL_SECONDS: "30" }, ctx, render, stores);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The home route's own loader, with its tagline (or the in-page error text) as the page. */
const homeTagline: RequestHandler = async (request, context) => {
  const { content } = await homeLoader({ request, params: {}, context } as never);
  const body = content.ok ? content.sections.hero_tagline : CONTENT_ERROR_TEXT.block;
  return new Response(`<html><body>${body}</body></html>`, { headers: { "Content-Type": "text/html" } });
};

describe("page cache", () => {
  it("renders once, then serves the cached page with a fresh nonce in the header and the markup", async () => {
    let renders = 0;
    const { run } = await serve("https://example.com/about", async () => page(`n${++renders}`));
    const first = await run();
    expect(await first.text()).toContain('nonce="n1"');
    const second = await run();
    const html = await second.text();
    const nonce = nonceOf(second.headers.get("Content-Security-Policy"));
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

  it("never stores an answer that is not a page or a page's data, such as React Router's route discovery", async () => {
    let renders = 0;
    const { run, stores } = await serve("https://example.com/__manifest?paths=%2Fabout&version=abc", async () => {
      renders++;
      return Response.json({ "routes/about": {} });
    });
    await run();
    await run();
    expect(renders).toBe(2);
    expect(stores.memory.size).toBe(0);
  });

  it("keys the cache by the parameters a page reads: two subjects are two entries", async () => {
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

  it("serves a page's entry to URLs that differ only in parameters no page reads, and stores only a page rendered from its own URL", async () => {
    const rendered: string[] = [];
    const stores = await freshStores();
    const visit = async (url: string) => {
      const response = await serveOnce(
        new Request(url),
        async (request) => {
          rendered.push(request.url);
          return page("n");
        },
        stores,
      );
      return response.headers.get("Server-Timing") ?? "";
    };
    // Before the page itself is stored, a URL with a made-up parameter is rendered as it came and kept nowhere.
    await visit("https://example.com/about?bust=1");
    for (const url of [
      "https://example.com/about",
      "https://example.com/about?bust=2&utm_source=mail",
      // Only the contact page reads the form's prefills.
      "https://example.com/about?subject=1&inquiryType=Feedback",
      "https://example.com/contact?bust=9&subject=Quote",
      "https://example.com/contact?subject=Quote",
      "https://example.com/contact?subject=Quote&utm_campaign=x",
      "https://example.com/contact?subject=Other",
    ]) {
      await visit(url);
    }
    expect(rendered).toEqual([
      "https://example.com/about?bust=1",
      "https://example.com/about",
      "https://example.com/contact?bust=9&subject=Quote",
      "https://example.com/contact?subject=Quote",
      "https://example.com/contact?subject=Other",
    ]);
    expect([...stores.memory.keys()].sort()).toEqual([
      "https://example.com/about",
      "https://example.com/contact?subject=Other",
      "https://example.com/contact?subject=Quote",
    ]);
    expect(await visit("https://example.com/about?utm_source=feed")).toContain('cache;desc="hit"');
  });

  it("renders every answer that is not a page, such as React Router's data requests, from the request as it came", async () => {
    const rendered: string[] = [];
    const stores = await freshStores();
    for (const url of [
      "https://example.com/about.data?_routes=routes%2Fabout",
      "https://example.com/about.data?_routes=routes%2Fabout",
      "https://example.com/contact.data?subject=Quote&_routes=routes%2Fcontact",
      "https://example.com/about.data",
    ]) {
      await serveOnce(
        new Request(url),
        async (request) => {
          rendered.push(request.url);
          return new Response("[]", { headers: { "Content-Type": "text/x-script" } });
        },
        stores,
      );
    }
    expect(rendered).toEqual([
      "https://example.com/about.data?_routes=routes%2Fabout",
      "https://example.com/about.data?_routes=routes%2Fabout",
      "https://example.com/contact.data?subject=Quote&_routes=routes%2Fcontact",
      "https://example.com/about.data",
    ]);
    expect(stores.memory.size).toBe(0);
  });

  it("never answers a request a page's script makes (Sec-Fetch-Dest other than document) from the cache", async () => {
    let renders = 0;
    const stores = await freshStores();
    for (const destination of ["document", "empty", "document"]) {
      await serveOnce(
        new Request("https://example.com/about", { headers: { "Sec-Fetch-Dest": destination } }),
        async () => {
          renders++;
          return page("n");
        },
        stores,
      );
    }
    expect(renders).toBe(2);
  });

  it("a made-up parameter makes no new D1 read and no new entry", async () => {
    clearContentCache();
    const stores = await freshStores();
    const pageEnv = { ...env, CONTENT_CACHE_TTL_SECONDS: "30" };
    const d1Queries = async (url: string) => {
      const ctx = createExecutionContext();
      const response = await servePageWithCache(
        new Request(url),
        pageEnv,
        ctx,
        (request) => renderPage(request, pageEnv, ctx, homeTagline),
        stores,
      );
      await waitOnExecutionContext(ctx);
      return Number(/queries: (\d+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1]);
    };
    // The first view of the day reads D1, even under a made-up address; the next ones do not.
    expect(await d1Queries("https://example.com/?bust=1")).toBeGreaterThan(0);
    expect(await d1Queries("https://example.com/?bust=2")).toBe(0);
    expect(await d1Queries("https://example.com/")).toBe(0);
    expect(await d1Queries("https://example.com/?utm_source=mail&bust=3")).toBe(0);
    expect([...stores.memory.keys()]).toEqual(["https://example.com/"]);
    clearContentCache();
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
    expect(await fromEdge.text()).toContain(`nonce="${nonceOf(fromEdge.headers.get("Content-Security-Policy"))}"`);
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
    // The outage reaches the primary and every session (the replicas page text is read from).
    const flaky = <Database extends D1Database | D1DatabaseSession>(database: Database): Database =>
      new Proxy(database, {
        get(target, property) {
          if (property === "prepare" && databaseDown) return () => unavailable;
          if (property === "withSession" && "withSession" in target) {
            return (constraint?: string) => flaky(target.withSession(constraint));
          }
          const value = Reflect.get(target, property);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
    const flakyDb = flaky(env.DB);
    const stores = await freshStores();
    const pageEnv = { ...env, DB: flakyDb, CONTENT_CACHE_TTL_SECONDS: "30" };
    const run = async () => {
      const ctx = createExecutionContext();
      const request = new Request("https://example.com/");
      const response = await servePageWithCache(
        request,
        pageEnv,
        ctx,
        () => renderPage(request, pageEnv, ctx, homeTagline),
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

  it("shows a staff edit within one TTL, however the content cache, page memory and Workers cache line up", async () => {
    const TTL_MS = 2000;
    const pageEnv = { ...env, CONTENT_CACHE_TTL_SECONDS: String(TTL_MS / 1000) };
    const setTagline = (text: string) =>
      env.DB.prepare(
        `INSERT INTO web_content (page_identifier, section_identifier, language_code, content_html)
         VALUES ('home_page', 'hero_tagline', ?2, ?1)
         ON CONFLICT (page_identifier, section_identifier, language_code) DO UPDATE SET content_html = excluded.content_html`,
      )
        .bind(text, DEFAULT_LANGUAGE)
        .run();
    const edge = await caches.open(`pages-${crypto.randomUUID()}`);
    const isolateA = new Map() as PageStores["memory"];
    const isolateB = new Map() as PageStores["memory"];
    const view = async (memory: PageStores["memory"]) => {
      const ctx = createExecutionContext();
      const request = new Request("https://example.com/");
      const response = await servePageWithCache(
        request,
        pageEnv,
        ctx,
        (rendered) => renderPage(rendered, pageEnv, ctx, homeTagline),
        { edge, memory },
      );
      await waitOnExecutionContext(ctx);
      return (await response.text()).includes("After the edit") ? "after" : "before";
    };

    clearContentCache();
    await setTagline("<p>Before the edit</p>");
    // Start just after the clock enters a TTL window, so the steps below fall where they should.
    while (Date.now() % TTL_MS > 50) await new Promise((resolve) => setTimeout(resolve, 10));
    const start = Date.now();
    const at = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, start + ms - Date.now())));

    // Another page view of this isolate reads the home page's content…
    await loadPageContent(pageEnv, "home_page");
    // …staff edit it…
    await at(100);
    await setTagline("<p>After the edit</p>");
    const edited = Date.now();
    // …the page is rendered late in the window from the cached content, into memory and the Workers cache…
    await at(TTL_MS - 250);
    const views: { after: number; shown: string }[] = [{ after: Date.now() - edited, shown: await view(isolateA) }];
    // …another isolate finds it in the Workers cache just before that entry's TTL ends, and keeps it…
    await at(2 * TTL_MS - 300);
    views.push({ after: Date.now() - edited, shown: await view(isolateB) });
    // …and serves it on.
    await at(2 * TTL_MS + 700);
    views.push({ after: Date.now() - edited, shown: await view(isolateB) });
    await at(3 * TTL_MS);
    views.push({ after: Date.now() - edited, shown: await view(isolateA) });

    const staleAfterOneTtl = views.filter(({ after, shown }) => after >= TTL_MS && shown === "before");
    expect(staleAfterOneTtl, JSON.stringify(views)).toEqual([]);
    await env.DB.prepare(
      "DELETE FROM web_content WHERE page_identifier = 'home_page' AND section_identifier = 'hero_tagline'",
    ).run();
    clearContentCache();
  }, 30_000);
});
