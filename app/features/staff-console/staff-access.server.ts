import type { JWTVerifyGetKey } from "jose";
import { z } from "zod";
import { readConfig, type Config, type ConfigVars } from "~/lib/config.server";
import { failureReason, logWarning } from "~/lib/log.server";

/**
 * Who may use the staff console (docs/decisions/0041-*). Cloudflare Access stands in front of
 * /staff in the deployed environments and signs in with the team's identity provider; it then
 * sends every request on with a signed token in `Cf-Access-Jwt-Assertion`. The Worker does not
 * trust that Access ran: it verifies the token itself (signature against the team's published
 * keys, audience = the application's AUD tag, issuer = the team domain, expiry), so a request that
 * reaches the Worker another way (workers.dev, a misconfigured policy) gets nothing.
 *
 * How a staff route gets the identity: workers/api.ts checks every /staff path once
 * (`staffGate`) before any route runs, and the layout route app/routes/staff.tsx checks again in
 * its middleware, which puts the identity into the router context: in a loader or action of any
 * route below /staff, `staffIdentity(context)` is the staff member (`{ email }`), for the log line
 * of an action and for "handled by". Hono routes under /staff (the recording stream) call
 * `requireStaff(request, env)` themselves.
 */
export interface StaffIdentity {
  email: string;
}

/** The header Access adds to each request it lets through. */
export const ACCESS_TOKEN_HEADER = "Cf-Access-Jwt-Assertion";

/** Says nothing about why: no hint which check failed or that Access is involved. */
function refusal(): Response {
  return new Response("Forbidden", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...STAFF_RESPONSE_HEADERS },
  });
}

/** What every staff response carries: never stored by a cache, never indexed. */
export const STAFF_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

// The team's signing keys, fetched on first use and kept for the isolate's life; jose fetches
// them again (at most every 30 s) when a token names a key it does not hold, so key rotation works.
const teamKeys = new Map<string, JWTVerifyGetKey>();

// jose is imported with the first staff request, not with the Worker (decision 0057).
async function keysOf(teamDomain: string): Promise<JWTVerifyGetKey> {
  let keys = teamKeys.get(teamDomain);
  if (!keys) {
    const { createRemoteJWKSet } = await import("jose");
    keys = createRemoteJWKSet(new URL(`https://${teamDomain}/cdn-cgi/access/certs`));
    teamKeys.set(teamDomain, keys);
  }
  return keys;
}

const accessClaims = z.object({ email: z.email() });

// localhost and its subdomains, 127.0.0.0/8 and ::1: names that only ever reach the machine itself.
const LOOPBACK_HOST = /^(?:(?:[a-z0-9-]+\.)*localhost|127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|\[::1\])$/i;

/** Whether a request was addressed to the machine itself (npm run dev, preview, the end-to-end servers). */
export function isLoopbackRequest(request: Request): boolean {
  return LOOPBACK_HOST.test(new URL(request.url).hostname);
}

/**
 * Why the development identity may not be used for this request, or null when it may: only
 * while no Access setting is given (a deployed environment names its team) and only for a request
 * to a loopback host. Set anywhere else (a dashboard variable, a copied .dev.vars), it opens
 * nothing: the request is refused at its start, and the log says why.
 */
function developmentIdentityRefusal(request: Request, config: Config): string | null {
  if (config.staffAccessNamed) return "development identity set while Access is configured";
  if (!isLoopbackRequest(request)) return "development identity on a host that is not loopback";
  return null;
}

/**
 * The staff member making this request, or a thrown 403 Response. The development identity
 * (STAFF_DEV_EMAIL) answers only on a loopback host without Access settings; deploy refuses it too.
 */
export async function requireStaff(request: Request, env: ConfigVars): Promise<StaffIdentity> {
  const config = readConfig(env);
  if (config.staffDevEmail) {
    const reason = developmentIdentityRefusal(request, config);
    if (!reason) return { email: config.staffDevEmail };
    logWarning("staff_access_refused", { reason });
    throw refusal();
  }
  const token = request.headers.get(ACCESS_TOKEN_HEADER);
  const access = config.staffAccess;
  if (!access || !token) {
    logWarning("staff_access_refused", { reason: access ? "no access token" : "access not configured" });
    throw refusal();
  }
  try {
    const { jwtVerify } = await import("jose");
    const { payload } = await jwtVerify(token, await keysOf(access.teamDomain), {
      issuer: `https://${access.teamDomain}`,
      audience: access.audience,
      // Access signs with RS256; naming it stops a token from choosing a weaker algorithm.
      algorithms: ["RS256"],
    });
    // A service token carries no e-mail address: the console is for people.
    return { email: accessClaims.parse(payload).email };
  } catch (error) {
    logWarning("staff_access_refused", { reason: failureReason(error) });
    throw refusal();
  }
}

/** requireStaff for code that answers rather than throws (Hono handlers): the identity or the 403. */
export async function staffOrRefusal(request: Request, env: ConfigVars): Promise<StaffIdentity | Response> {
  try {
    return await requireStaff(request, env);
  } catch (refused) {
    if (refused instanceof Response) return refused;
    throw refused;
  }
}

/**
 * Whether a path is the console's, as React Router would match it: case-insensitive, after
 * percent-decoding, with repeated slashes collapsed, and with its `.data` payloads.
 */
export function isStaffPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: React Router matches the raw path too.
  }
  return /^\/+staff(?:[/.]|$)/i.test(decoded.replace(/\/{2,}/g, "/"));
}

/** Adds the staff headers to a response. */
export function withStaffHeaders(response: Response): Response {
  const marked = new Response(response.body, response);
  for (const [name, value] of Object.entries(STAFF_RESPONSE_HEADERS)) marked.headers.set(name, value);
  return marked;
}
