import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clientAddress, isRateLimited } from "~/lib/rate-limit.server";

const requestFrom = (address?: string) =>
  new Request("https://example.com/", { headers: address ? { "CF-Connecting-IP": address } : {} });

describe("rate limiting", () => {
  it("identifies the client by CF-Connecting-IP", () => {
    expect(clientAddress(requestFrom("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(requestFrom())).toBe("unknown");
  });

  it("allows five contact submissions a minute per address, then refuses", async () => {
    const results: boolean[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      results.push(await isRateLimited(env.CONTACT_RATE_LIMITER, requestFrom("198.51.100.7"), "test"));
    }
    expect(results).toEqual([false, false, false, false, false, true]);
    expect(await isRateLimited(env.CONTACT_RATE_LIMITER, requestFrom("198.51.100.8"), "test")).toBe(false);
  });
});
