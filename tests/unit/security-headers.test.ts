import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { pageContentSecurityPolicy, securityHeaders, STATIC_ASSET_CSP } from "~/lib/security-headers.server";

/** public/_headers as Workers Assets reads it: a path pattern, then its indented `Name: value` lines. */
function headerRules(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = rules[line.trim()] = {};
      continue;
    }
    const colon = line.indexOf(":");
    if (!current || colon < 0) throw new Error(`public/_headers: unexpected line "${line}"`);
    current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

describe("public/_headers", () => {
  const rules = headerRules(readFileSync("public/_headers", "utf8"));

  it("gives every static file the Worker's security headers and the static-file policy", async () => {
    const app = new Hono().use(securityHeaders).get("/", (c) => c.html("<p>page</p>"));
    const workerHeaders = Object.fromEntries(
      [...(await app.request("/")).headers].filter(([name]) => name !== "content-type"),
    );
    const staticHeaders = Object.fromEntries(
      Object.entries(rules["/*"]!).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(staticHeaders).toEqual({ ...workerHeaders, "content-security-policy": STATIC_ASSET_CSP });
  });

  it("caches hashed build assets for a year", () => {
    expect(rules["/assets/*"]).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
  });

  it("has no other rules", () => {
    expect(Object.keys(rules)).toEqual(["/*", "/assets/*"]);
  });
});

describe("the page policy and the bot check (docs/decisions/0040)", () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));

  it("lets Cloudflare Turnstile's script and challenge frame in when Turnstile runs", () => {
    const policy = directives(pageContentSecurityPolicy("abc", { turnstile: true }));
    expect(policy["script-src"]).toBe("script-src 'self' 'nonce-abc' https://challenges.cloudflare.com");
    expect(policy["frame-src"]).toBe("frame-src https://challenges.cloudflare.com");
    expect(policy["connect-src"]).toBe("connect-src 'self'");
  });

  it("allows nothing from outside the site with the local stand-in", () => {
    const policy = pageContentSecurityPolicy("abc");
    expect(policy).not.toMatch(/https?:/);
    expect(directives(policy)["frame-src"]).toBeUndefined();
  });
});
