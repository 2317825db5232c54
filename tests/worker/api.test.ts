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
