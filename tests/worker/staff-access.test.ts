import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { isStaffPath, requireStaff } from "~/features/staff-console/index.server";
import { createApp } from "../../workers/api";
import { servePageWithCache } from "../../workers/page-cache";
import { loggedLines } from "./support/logs";

// A team and application of this file's own: the signing keys are cached per team for the
// isolate's life, as in production.
const TEAM = "staff-access-test.cloudflareaccess.com";
const AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
const CERTS_URL = `https://${TEAM}/cdn-cgi/access/certs`;
const KID = "access-key-1";
const SITE = "https://www.example.org";

/** The Worker's environment as deployed: Access configured, no development identity. */
const deployedEnv = { ...env, STAFF_ACCESS_TEAM_DOMAIN: TEAM, STAFF_ACCESS_AUD: AUD, STAFF_DEV_EMAIL: "" } as Env;

let teamKey: CryptoKey;
let strangerKey: CryptoKey;
let certsFetched = 0;

beforeAll(async () => {
  const team = await generateKeyPair("RS256", { extractable: true });
  teamKey = team.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const publicJwk = { ...(await exportJWK(team.publicKey)), kid: KID, alg: "RS256", use: "sig" };
  // The boundary: the team's published keys, as Cloudflare serves them at /cdn-cgi/access/certs.
  // Everything else in the Worker, jose's remote key set included, runs as in production.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== CERTS_URL) return realFetch(input, init);
    certsFetched++;
    return Response.json({ keys: [publicJwk], public_cert: { kid: KID }, public_certs: [] });
  });
});

type Claims = { email?: string; iss?: string; aud?: string; exp?: number | string };

/** A token as Access issues it, with any claim changed, signed by the team's key unless said. */
async function accessToken(claims: Claims = {}, key: CryptoKey = teamKey) {
  const { iss = `https://${TEAM}`, aud = AUD, exp = "10m", email = "ada@tetra-electronics.com" } = claims;
  return new SignJWT({ email, type: "app", identity_nonce: "n" })
    .setProtectedHeader({ alg: "RS256", kid: KID })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject("a0b1c2d3-staff")
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(key);
}

let pagesReached: string[] = [];
const app = createApp(async (request) => {
  pagesReached.push(new URL(request.url).pathname);
  return new Response("<html>staff page</html>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
});

async function send(path: string, init: RequestInit = {}, workerEnv: Env = deployedEnv) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`${SITE}${path}`, init), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const withToken = (token: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), "Cf-Access-Jwt-Assertion": token },
});

beforeEach(() => {
  pagesReached = [];
});
afterEach(() => {
  vi.mocked(console.warn).mockRestore?.();
});

describe("the staff access check", () => {
  it("lets a valid Access token in, as the staff member it names, and marks the page private and noindex", async () => {
    const response = await send("/staff/leads", withToken(await accessToken()));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<html>staff page</html>");
    expect(pagesReached).toEqual(["/staff/leads"]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const request = new Request(
      `${SITE}/staff`,
      withToken(await accessToken({ email: "grace@tetra-electronics.com" })),
    );
    await expect(requireStaff(request, deployedEnv)).resolves.toEqual({ email: "grace@tetra-electronics.com" });
  });

  it("fetches the team's keys once per isolate, not per request", async () => {
    const before = certsFetched;
    for (let i = 0; i < 3; i++) {
      expect((await send("/staff", withToken(await accessToken()))).status).toBe(200);
    }
    expect(certsFetched - before).toBeLessThanOrEqual(1);
  });

  const refused: [string, () => Promise<RequestInit>, RegExp][] = [
    ["no token", async () => ({}), /^no access token$/],
    ["an empty token", async () => withToken(""), /^no access token$/],
    ["a token that is not a JWT", async () => withToken("not.a.token"), /decode/],
    [
      "a forged signature (another key under the team's key id)",
      async () => withToken(await accessToken({}, strangerKey)),
      /signature verification failed/,
    ],
    ["another application's audience", async () => withToken(await accessToken({ aud: "0".repeat(64) })), /"aud"/],
    [
      "another team's issuer",
      async () => withToken(await accessToken({ iss: "https://other.cloudflareaccess.com" })),
      /"iss"/,
    ],
    [
      "an expired token",
      async () => withToken(await accessToken({ exp: Math.floor(Date.now() / 1000) - 120 })),
      /"exp"/,
    ],
    [
      "a token without an e-mail address (a service token)",
      async () => withToken(await accessToken({ email: "" })),
      /email/,
    ],
    [
      "an unsigned token (alg none)",
      async () => {
        const [, payload] = (await accessToken()).split(".");
        return withToken(`${btoa(JSON.stringify({ alg: "none", kid: KID })).replace(/=+$/, "")}.${payload}.`);
      },
      /alg/,
    ],
  ];

  it.each(refused)("answers 403 and nothing else to %s", async (_case, init, reason) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await send("/staff/leads", await init());
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Forbidden");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(pagesReached).toEqual([]);
    const lines = loggedLines(warn);
    expect(lines.map((line) => line.event)).toEqual(["staff_access_refused"]);
    expect(lines[0]!.reason).toMatch(reason);
  });

  it("refuses every request where Access is not configured and no development identity is set", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const unconfigured = { ...env, STAFF_ACCESS_TEAM_DOMAIN: "", STAFF_ACCESS_AUD: "", STAFF_DEV_EMAIL: "" } as Env;
    const response = await send("/staff/leads", withToken(await accessToken()), unconfigured);
    expect(response.status).toBe(403);
    expect(pagesReached).toEqual([]);
  });
});

describe("the development identity", () => {
  const DEVELOPER = "developer@example.com";
  /** As `npm run dev` runs: no Access setting, the development identity set. */
  const localEnv = { ...env, STAFF_ACCESS_TEAM_DOMAIN: "", STAFF_ACCESS_AUD: "", STAFF_DEV_EMAIL: DEVELOPER } as Env;

  async function sendTo(url: string, workerEnv: Env, init: RequestInit = {}) {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(url, init), workerEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it.each(["http://localhost:5173", "http://127.0.0.1:8787", "http://[::1]:4173", "http://app.localhost"])(
    "lets the development identity in at %s while no Access setting is given",
    async (origin) => {
      const response = await sendTo(`${origin}/staff/leads`, localEnv);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(pagesReached).toEqual(["/staff/leads"]);
      await expect(requireStaff(new Request(`${origin}/staff`), localEnv)).resolves.toEqual({ email: DEVELOPER });
    },
  );

  const staffPaths = [
    "/staff",
    "/staff/leads",
    "/staff/leads.data",
    "/staff/leads/ideas/1/recording",
    "/staff/privacy",
  ];

  it.each([
    ["Access configured", { STAFF_ACCESS_TEAM_DOMAIN: TEAM, STAFF_ACCESS_AUD: AUD }],
    ["only the team domain given", { STAFF_ACCESS_TEAM_DOMAIN: TEAM }],
    ["only the audience given", { STAFF_ACCESS_AUD: AUD }],
  ])("refuses it on every staff path, even on a loopback host, with %s", async (_case, access) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const misconfigured = { ...localEnv, ...access } as Env;
    for (const path of staffPaths) {
      const response = await sendTo(`http://127.0.0.1:8787${path}`, misconfigured);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toBe("Forbidden");
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    expect(pagesReached).toEqual([]);
    const lines = loggedLines(warn);
    expect(lines).toHaveLength(staffPaths.length);
    for (const line of lines) {
      expect(line).toMatchObject({
        event: "staff_access_refused",
        reason: "development identity set while Access is configured",
      });
    }
    // A valid Access token does not help while the configuration is wrong.
    expect((await sendTo(`http://127.0.0.1:8787/staff`, misconfigured, withToken(await accessToken()))).status).toBe(
      403,
    );
  });

  it.each([
    "https://www.example.org",
    "http://localhost.evil.example",
    "http://127.0.0.1.nip.io",
    "http://10.0.0.5:8787",
  ])("refuses it on a host that is not loopback: %s", async (origin) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await sendTo(`${origin}/staff/leads`, localEnv);
    expect(response.status).toBe(403);
    expect(pagesReached).toEqual([]);
    expect(loggedLines(warn)).toEqual([
      expect.objectContaining({
        event: "staff_access_refused",
        reason: "development identity on a host that is not loopback",
      }),
    ]);
  });
});

describe("the paths it guards", () => {
  const staffPaths = [
    "/staff",
    "/staff/",
    "/staff.data",
    "/staff/leads",
    "/staff/leads.data",
    "/staff/leads/enquiries/1",
    "/staff/leads/ideas/1/recording",
    "/staff/pages",
    "/staff/privacy",
    "/staff/no-such-page",
    "/STAFF/Leads",
    "/%73taff/leads",
    "//staff/leads",
  ];

  it.each(staffPaths)("refuses GET %s without a token, before any route runs", async (path) => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await send(path);
    expect(response.status).toBe(403);
    expect(pagesReached).toEqual([]);
  });

  it("refuses a same-origin form post to the console without a token", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await send("/staff/leads/enquiries/1", {
      method: "POST",
      headers: { Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=handled",
    });
    expect(response.status).toBe(403);
    expect(pagesReached).toEqual([]);
  });

  it("refuses another site's form post to the console even with a valid token", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await send(
      "/staff/leads/enquiries/1",
      withToken(await accessToken(), {
        method: "POST",
        headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=handled",
      }),
    );
    expect(response.status).toBe(403);
    expect(pagesReached).toEqual([]);
  });

  it.each(["/staff/leads/enquiries/1", "/staff/privacy/erase", "/staff.data", "/STAFF/pages", "/staff/no-such-page"])(
    "marks the refusal of another site's post to %s private and noindex, as every staff answer",
    async (path) => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const response = await send(
        path,
        withToken(await accessToken(), {
          method: "POST",
          headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=handled",
        }),
      );
      expect(response.status).toBe(403);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      // The gate's own refusal carries them too.
      const refused = await send(path);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
      expect(refused.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(pagesReached).toEqual([]);
    },
  );

  it("leaves public paths that only start alike to the public", async () => {
    for (const path of ["/staffing", "/about/staff", "/api-staff"]) expect(isStaffPath(path), path).toBe(false);
    const response = await send("/staffing");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBeNull();
    expect(pagesReached).toEqual(["/staffing"]);
  });

  it("keeps staff pages out of the page cache", async () => {
    let renders = 0;
    const stores = { edge: await caches.open(`pages-${crypto.randomUUID()}`), memory: new Map() };
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      await servePageWithCache(
        new Request(`${SITE}/staff/leads`),
        { ...deployedEnv, CONTENT_CACHE_TTL_SECONDS: "30" },
        ctx,
        async () => {
          renders++;
          return new Response("<html>leads</html>", { headers: { "Content-Type": "text/html" } });
        },
        stores,
      );
      await waitOnExecutionContext(ctx);
    }
    expect(renders).toBe(2);
    expect(stores.memory.size).toBe(0);
    expect(await stores.edge.match(`${SITE}/staff/leads`)).toBeUndefined();
  });
});
