import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("API router", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await SELF.fetch("https://example.com/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: "Not found." });
  });
});

describe("security headers", () => {
  it("are set on API responses, with a policy that loads nothing", async () => {
    const response = await SELF.fetch("https://example.com/api/does-not-exist");
    expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toContain("microphone=(self)");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
  });
});
