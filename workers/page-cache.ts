import { createNonce } from "../app/lib/security-headers.server";
import { isStaffPath } from "~/features/staff-console/index.server";
import { readConfig, type ConfigVars } from "~/lib/config.server";
import { freshUntil } from "~/lib/content-freshness.server";
import { CONTACT_PATH, HELP_CONTACT_PATH } from "~/lib/links";

/**
 * Cache for anonymous page views: HTML pages only, kept until the end of the current
 * CONTENT_CACHE_TTL_SECONDS window, when the content cache's entries expire too
 * (content-freshness.server.ts), so a staff edit shows within one TTL. Two layers: this isolate's
 * memory (no I/O at all, a bounded number of pages) in front of the Workers cache of the data
 * centre. Entries are keyed by the path and the query parameters pages read; any other parameter
 * (`?utm_source=…`, `?bust=N`) is served the page's entry, so made-up query strings neither fill
 * the cache nor reach D1. Every other answer (React Router's data and route-discovery requests,
 * the feed, robots.txt) is rendered from the request as it came and never stored: the cache needs
 * to know nothing of the framework's own requests (decision 0082).
 * Each cached page is served with a fresh CSP nonce in the header and wherever the old one stood
 * in the markup, so no two responses share a nonce. A page marked `Cache-Control: no-store` (one built from a
 * failed content read) is never stored, so a brief D1 failure is not served on for a whole TTL.
 */
/** Renders the page for this request. */
export type PageRenderer = (request: Request) => Promise<Response>;

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
/** When a Workers cache entry stops being served (ms since the epoch); never sent to visitors. */
const FRESH_UNTIL_HEADER = "X-Page-Fresh-Until";

/**
 * The query parameters a page reads: the contact form's prefills (`?subject=`, `?inquiryType=`)
 * on the contact page's two addresses. No other page reads any, so `/about?subject=N` is served
 * `/about`'s entry.
 */
const CONTACT_FORM_PARAMETERS = new Set(["subject", "inquiryType"]);
const CONTACT_PATHS = new Set([CONTACT_PATH, HELP_CONTACT_PATH].flatMap((path) => [path, `${path}/`]));

/** The URL a page is cached under: the parameters it does not read dropped, the rest sorted. */
export function pageCacheUrl(url: string): string {
  const parsed = new URL(url);
  const kept = CONTACT_PATHS.has(parsed.pathname)
    ? [...parsed.searchParams].filter(([name]) => CONTACT_FORM_PARAMETERS.has(name))
    : [];
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  parsed.search = new URLSearchParams(kept).toString();
  parsed.hash = "";
  return parsed.toString();
}

/**
 * Whether the request was made by a page's script or for a picture, style and the like
 * (Fetch Metadata: browsers send `Sec-Fetch-Dest: empty` with fetch()), never for a page: such
 * requests skip the cache's look-ups. Clients that send no Fetch Metadata are looked up as pages.
 */
function isSubresourceRequest(request: Request): boolean {
  const destination = request.headers.get("Sec-Fetch-Dest");
  return destination !== null && destination !== "document";
}

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
  // Staff pages are one person's view of private data: never kept, whatever their headers say.
  if (
    request.method !== "GET" ||
    !(ttlSeconds > 0) ||
    request.headers.has("Authorization") ||
    isSubresourceRequest(request) ||
    isStaffPath(new URL(request.url).pathname)
  ) {
    return render(request);
  }
  const key = pageCacheUrl(request.url);
  const now = Date.now();
  const remembered = stores.memory.get(key);
  if (remembered && remembered.expiresAt > now) return withFreshNonce(remembered);
  stores.memory.delete(key);

  const cacheKey = new Request(key, { method: "GET" });
  const cached = await stores.edge.match(cacheKey);
  const cachedUntil = Number(cached?.headers.get(FRESH_UNTIL_HEADER));
  if (cached && cachedUntil > now) {
    const page = await storedPage(cached, cachedUntil);
    remember(stores.memory, key, page);
    return withFreshNonce(page);
  }

  const response = await render(request);
  // Taken before the render, so the page is never kept past the window of the content it shows.
  const until = freshUntil(now, ttlSeconds * 1000);
  // Only a page rendered from its key's own URL is stored, so no stored page carries a dropped parameter.
  if (isCacheable(response) && new URL(key).searchParams.size === new URL(request.url).searchParams.size) {
    const stored = new Response(response.clone().body, response);
    stored.headers.set("Cache-Control", `public, max-age=${Math.max(1, Math.ceil((until - now) / 1000))}`);
    stored.headers.set(FRESH_UNTIL_HEADER, String(until));
    ctx.waitUntil(
      (async () => {
        const page = await storedPage(stored.clone(), until);
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
    type.startsWith("text/html")
  );
}

async function storedPage(response: Response, expiresAt: number): Promise<StoredPage> {
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== FRESH_UNTIL_HEADER.toLowerCase());
  return { expiresAt, status: response.status, headers, body: await response.text() };
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
  // Wherever the render wrote the nonce (React Router: nonce="…" attributes today), it is 128
  // random bits that nothing else on a page spells, so every occurrence is replaced, whatever
  // markup a later framework version carries it in.
  return new Response(page.body.replaceAll(oldNonce, nonce), { status: page.status, headers });
}
