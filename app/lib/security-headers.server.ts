/**
 * Security headers for every response the Worker renders. Static assets get the same set, with
 * STATIC_ASSET_CSP, from public/_headers (Workers Assets serves them before the Worker runs);
 * tests/unit/security-headers.test.ts fails when that file and these constants differ.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Static files load nothing but images and stylesheets of this origin (an SVG opened on its own). */
export const STATIC_ASSET_CSP = "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'";

/** Responses that are not pages (JSON, XML, text) load nothing and may not be framed. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Where Cloudflare Turnstile's script and challenge frame come from. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * The page policy: scripts only from this origin with the per-response nonce (React Router's
 * inline hydration scripts carry it), no eval. Inline styles stay allowed because mermaid writes
 * <style> into its SVG output. With Cloudflare Turnstile as the bot check (TURNSTILE_MODE=
 * cloudflare) its script and frame are allowed from Turnstile's origin too, as its docs ask;
 * with the local stand-in nothing outside this origin is.
 */
export function pageContentSecurityPolicy(nonce: string, { turnstile = false }: { turnstile?: boolean } = {}): string {
  const turnstileSource = turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${turnstileSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    ...(turnstile ? [`frame-src ${TURNSTILE_ORIGIN}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Adds the base headers (and a locked-down policy for non-page responses that have none). */
export function withSecurityHeaders(response: Response): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!secured.headers.has(name)) secured.headers.set(name, value);
  }
  const isHtml = secured.headers.get("Content-Type")?.includes("text/html") ?? false;
  if (!isHtml && !secured.headers.has("Content-Security-Policy")) {
    secured.headers.set("Content-Security-Policy", NON_HTML_CSP);
  }
  return secured;
}
