import { createNonce } from "../app/lib/security-headers.server";
import { readConfig, type ConfigVars } from "~/lib/config.server";

/**
 * Cache for anonymous page views. Successful GET responses (HTML and React Router's .data
 * payloads) are kept for CONTENT_CACHE_TTL_SECONDS, the same staleness the content store
 * already allows, so staff edits still show within a minute. Two layers: this isolate's memory
 * (no I/O at all, a bounded number of pages) in front of the Workers cache of the data centre.
 * Each cached page is served with a fresh CSP nonce in the header and in every nonce attribute,
 * so no two responses share a nonce. A page marked `Cache-Control: no-store` (one built from a
 * failed content read) is never stored, so a brief D1 failure is not served on for a whole TTL.
 */
export type PageRenderer = () => Promise<Response>;

interface StoredPage {
  expiresAt: number;
  status: number;
  headers: [string, string][];
  body: string;
}

export interface PageStores {
  /** The Workers cache (shared by the isolates of a data centre). */
  edge: Cache;
  /** Pages this isolate has served recently, by URL. */
  memory: Map<string, StoredPage>;
}

const MEMORY_PAGE_LIMIT = 64;
const isolateMemory = new Map<string, StoredPage>();

function defaultStores(): PageStores {
  // The Workers runtime's default cache (the DOM typings do not know `caches.default`).
  return { edge: (caches as unknown as { default: Cache }).default, memory: isolateMemory };
}

export async function servePageWithCache(
  request: Request,
  env: ConfigVars,
  ctx: ExecutionContext,
  render: PageRenderer,
  stores: PageStores = defaultStores(),
): Promise<Response> {
  const ttlSeconds = readConfig(env).contentCacheTtlSeconds;
  if (request.method !== "GET" || !(ttlSeconds > 0) || request.headers.has("Authorization")) {
    return render();
  }
  const key = request.url;
  const remembered = stores.memory.get(key);
  if (remembered && remembered.expiresAt > Date.now()) return withFreshNonce(remembered);
  stores.memory.delete(key);

  const cacheKey = new Request(key, { method: "GET" });
  const cached = await stores.edge.match(cacheKey);
  if (cached) {
    const page = await storedPage(cached, Date.now() + ttlSeconds * 1000);
    remember(stores.memory, key, page);
    return withFreshNonce(page);
  }

  const response = await render();
  if (isCacheable(response)) {
    const stored = new Response(response.clone().body, response);
    stored.headers.set("Cache-Control", `public, max-age=${ttlSeconds}`);
    ctx.waitUntil(
      (async () => {
        const page = await storedPage(stored.clone(), Date.now() + ttlSeconds * 1000);
        remember(stores.memory, key, page);
        await stores.edge.put(cacheKey, stored);
      })(),
    );
  }
  return response;
}

function isCacheable(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    // The renderer marks a page built from a failed D1 read so (see render-page.ts).
    !/\bno-store\b/i.test(response.headers.get("Cache-Control") ?? "") &&
    (type.startsWith("text/html") || type.startsWith("text/x-script"))
  );
}

async function storedPage(response: Response, expiresAt: number): Promise<StoredPage> {
  return { expiresAt, status: response.status, headers: [...response.headers], body: await response.text() };
}

/** Keeps at most MEMORY_PAGE_LIMIT pages; the one stored longest ago goes first. */
function remember(memory: Map<string, StoredPage>, key: string, page: StoredPage) {
  memory.delete(key);
  memory.set(key, page);
  if (memory.size > MEMORY_PAGE_LIMIT) memory.delete(memory.keys().next().value!);
}

const NONCE_IN_POLICY = /'nonce-([^']+)'/;

function withFreshNonce(page: StoredPage): Response {
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  headers.set("Server-Timing", 'd1;desc="queries: 0", cache;desc="hit"');
  const policy = headers.get("Content-Security-Policy");
  const oldNonce = policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
  if (!policy || !oldNonce) return new Response(page.body, { status: page.status, headers });
  const nonce = createNonce();
  headers.set("Content-Security-Policy", policy.replace(`'nonce-${oldNonce}'`, `'nonce-${nonce}'`));
  // React Router writes the nonce only as nonce="…" attributes of its inline scripts.
  const body = page.body.replaceAll(`nonce="${oldNonce}"`, `nonce="${nonce}"`);
  return new Response(body, { status: page.status, headers });
}
