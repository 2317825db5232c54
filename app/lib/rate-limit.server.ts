/**
 * Per-client limits through Workers rate-limiting bindings (CONTACT_, VOICE_ and
 * AI_RATE_LIMITER in wrangler.jsonc). Cloudflare sets CF-Connecting-IP on every request it
 * forwards; a request without it (local tools) shares one "unknown" bucket.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

/** True when this client has used up its allowance for the current period. */
export async function isRateLimited(limiter: RateLimit, request: Request, scope = ""): Promise<boolean> {
  const { success } = await limiter.limit({ key: `${scope}:${clientAddress(request)}` });
  return !success;
}
