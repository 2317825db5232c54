import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clientAddress, isRateLimited } from "~/lib/rate-limit.server";
import { RATE_LIMIT_TEST_TIMEOUT_MS, withRoomInRateLimitWindow } from "./support/rate-limit-window";

const requestFrom = (address?: string) =>
  new Request("https://example.com/", { headers: address ? { "CF-Connecting-IP": address } : {} });

describe("rate limiting", () => {
  it("identifies the client by CF-Connecting-IP", () => {
    expect(clientAddress(requestFrom("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(requestFrom())).toBe("unknown");
  });

  it(
    "allows five contact submissions a minute per address, then refuses",
    async () => {
      await withRoomInRateLimitWindow();
      const results: boolean[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        results.push(await isRateLimited(env.CONTACT_RATE_LIMITER, requestFrom("198.51.100.7"), "test"));
      }
      expect(results).toEqual([false, false, false, false, false, true]);
      expect(await isRateLimited(env.CONTACT_RATE_LIMITER, requestFrom("198.51.100.8"), "test")).toBe(false);
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );

  it(
    "counts every address of one IPv6 /64 against one limit, and another /64 apart",
    async () => {
      await withRoomInRateLimitWindow();
      const results: boolean[] = [];
      for (let host = 1; host <= 6; host++) {
        const address = host % 2 ? `2001:db8:77:1::${host.toString(16)}` : `2001:0db8:0077:0001:0:0:${host}:ffff`;
        results.push(await isRateLimited(env.CONTACT_RATE_LIMITER, requestFrom(address), "test-v6"));
      }
      expect(results).toEqual([false, false, false, false, false, true]);
      expect(await isRateLimited(env.CONTACT_RATE_LIMITER, requestFrom("2001:db8:77:2::1"), "test-v6")).toBe(false);
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );

  it(
    "counts an IPv4-mapped IPv6 address as that IPv4 address",
    async () => {
      await withRoomInRateLimitWindow();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(await isRateLimited(env.CONTACT_RATE_LIMITER, requestFrom("198.51.100.90"), "test-mapped")).toBe(false);
      }
      expect(await isRateLimited(env.CONTACT_RATE_LIMITER, requestFrom("::ffff:198.51.100.90"), "test-mapped")).toBe(
        true,
      );
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );
});
