import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

/**
 * Security headers for every response the Worker renders: Hono's secureHeaders with the site's
 * values, and none of its other defaults. Static assets get the same set, with STATIC_ASSET_CSP,
 * from public/_headers (Workers Assets serves them before the Worker runs);
 * tests/unit/security-headers.test.ts fails when that file and this middleware differ.
 * Permissions-Policy names no `interest-cohort`: browsers dropped the feature (and Hono's list of
 * them has it no more), so Chromium only reported it as unrecognised.
 */
const siteSecureHeaders = secureHeaders({
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  permissionsPolicy: { microphone: ["self"], camera: [], geolocation: [], payment: [], usb: [] },
  xFrameOptions: "DENY",
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  // A header a route chose itself stands.
  overwrite: false,
});

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

/**
 * The security headers, and a locked-down policy for a response that is not a page and has none.
 * Pages bring their nonce policy themselves (entry.server.tsx): Hono's nonce policy is one per
 * middleware and cannot tell a page from JSON before the response exists (decision 0052).
 */
export const securityHeaders = createMiddleware((c, next) =>
  siteSecureHeaders(c, async () => {
    await next();
    const isHtml = c.res.headers.get("Content-Type")?.includes("text/html") ?? false;
    if (!isHtml && !c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", NON_HTML_CSP);
    }
  }),
);
