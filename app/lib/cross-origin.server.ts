/**
 * Requests another site's page makes a browser send here. Browsers put an Origin header on
 * every cross-origin request that can change something (and on same-origin fetches and form
 * posts too), so a state-changing request whose Origin names another site was started by that
 * site and is refused. A request without Origin is let through: that is how the Worker tests,
 * curl and server-to-server callers speak, and they carry no visitor's cookies or trust to abuse;
 * what only a browser ever sends (the contact form, the console's picture upload) requires a
 * same-origin POST of its own (isSameOriginPost). Origin "null" (a sandboxed frame, a redirect)
 * counts as foreign.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/**
 * True when the POST comes from a page of this site. Browsers send Origin with every POST,
 * form or fetch; Sec-Fetch-Site and then Referer are the fallbacks for browsers that leave it
 * out. A request carrying none of the three is refused as well: what asks (the contact form, the
 * console's picture upload) is only ever sent by a browser, so nothing legitimate is lost.
 */
export function isSameOriginPost(request: Request): boolean {
  const ownOrigin = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === ownOrigin;
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) return fetchSite === "same-origin";
  const referer = request.headers.get("Referer");
  if (referer !== null) return URL.canParse(referer) && new URL(referer).origin === ownOrigin;
  return false;
}

/** The refusal the JSON API answers such a request with. */
export const API_CROSS_ORIGIN_REFUSAL =
  "This request can only be sent from our own website. Please reload the page on our site and try again.";

const MAX_LOGGED_ORIGIN_CHARACTERS = 200;

/** The Origin header as the log line shows it: capped, since the header is the client's to choose. */
export function loggedOrigin(request: Request): string {
  return (request.headers.get("Origin") ?? "").slice(0, MAX_LOGGED_ORIGIN_CHARACTERS);
}
