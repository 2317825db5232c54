import { createNonce } from "../app/lib/security-headers.server";

/**
 * Edge cache for anonymous page views. Successful GET responses (HTML and React Router's
 * .data payloads) are kept in the Workers cache for CONTENT_CACHE_TTL_SECONDS, the same
 * staleness the content store already allows, so staff edits still show within a minute.
 * Each cached page is served with a fresh CSP nonce: the header and every nonce attribute
 * are rewritten, so no two responses share a nonce.
 */
export type PageRenderer = () => Promise<Response>;

const NONCE_IN_POLICY = /'nonce-([^']+)'/;

export async function servePageWithCache(
  request: Request,
  env: Pick<Env, "CONTENT_CACHE_TTL_SECONDS">,
  ctx: ExecutionContext,
  render: PageRenderer,
  // The Workers runtime's default cache (the DOM typings do not know `caches.default`).
  cache: Cache = (caches as unknown as { default: Cache }).default,
): Promise<Response> {
  const ttlSeconds = Number(env.CONTENT_CACHE_TTL_SECONDS ?? "0");
  if (request.method !== "GET" || !(ttlSeconds > 0) || request.headers.has("Authorization")) {
    return render();
  }
  const cacheKey = new Request(request.url, { method: "GET" });
  const cached = await cache.match(cacheKey);
  if (cached) return withFreshNonce(cached);

  const response = await render();
  if (isCacheable(response)) {
    const stored = new Response(response.clone().body, response);
    stored.headers.set("Cache-Control", `public, max-age=${ttlSeconds}`);
    ctx.waitUntil(cache.put(cacheKey, stored));
  }
  return response;
}

function isCacheable(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (type.startsWith("text/html") || type.startsWith("text/x-script"))
  );
}

function withFreshNonce(cached: Response): Response {
  const response = new Response(cached.body, cached);
  response.headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  response.headers.set("Server-Timing", 'd1;desc="queries: 0", cache;desc="hit"');
  const policy = response.headers.get("Content-Security-Policy");
  const oldNonce = policy ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
  if (!policy || !oldNonce) return response;
  const nonce = createNonce();
  response.headers.set("Content-Security-Policy", policy.replace(`'nonce-${oldNonce}'`, `'nonce-${nonce}'`));
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}
