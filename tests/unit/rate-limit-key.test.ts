import { describe, expect, it } from "vitest";
import { networkKey, rateLimitKey, wideNetworkKey } from "~/lib/rate-limit.server";

describe("rateLimitKey", () => {
  it("keeps an IPv4 address per address", () => {
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKey(" 203.0.113.10 ")).toBe("203.0.113.10");
  });

  it("keys an IPv6 address by its /64, whatever the interface part", () => {
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("writes compressed, expanded, upper-case and bracketed forms the same way", () => {
    const forms = [
      "2001:db8:0:5::7",
      "2001:0db8:0000:0005:0000:0000:0000:0007",
      "2001:DB8:0:5:0:0:0:7",
      "[2001:db8::5:0:0:0:7]",
      "2001:db8:0:5::7%eth0",
    ];
    for (const form of forms) expect(rateLimitKey(form)).toBe("2001:db8:0:5::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keys an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(rateLimitKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("::FFFF:c633:6407")).toBe("198.51.100.7");
    expect(rateLimitKey("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("keys what is not an address as given", () => {
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("1:2:3")).toBe("1:2:3");
    expect(rateLimitKey("1::2::3")).toBe("1::2::3");
    expect(rateLimitKey("::ffff:300.1.1.1")).toBe("::ffff:300.1.1.1");
  });
});

describe("networkKey", () => {
  it("puts an IPv4 address in its /24 and an IPv4-mapped one in the same", () => {
    expect(networkKey("203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkKey("203.0.113.250")).toBe("203.0.113.0/24");
    expect(networkKey("::ffff:203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkKey("203.0.114.9")).toBe("203.0.114.0/24");
  });

  it("puts every /64 of an IPv6 /48 in one network, whatever form the address takes", () => {
    const sameNetwork = ["2001:db8:1:0::1", "2001:db8:1:ffff:aaaa::9", "2001:0DB8:0001:1234::", "[2001:db8:1:2::3]"];
    for (const address of sameNetwork) expect(networkKey(address)).toBe("2001:db8:1::/48");
    expect(networkKey("2001:db8:2::1")).toBe("2001:db8:2::/48");
  });

  it("keeps anything unparseable as its own network", () => {
    expect(networkKey("unknown")).toBe("unknown");
    expect(networkKey("not:an:address:::")).toBe("not:an:address:::");
  });
});

describe("wideNetworkKey", () => {
  it("puts an IPv4 address in its /16 and an IPv4-mapped one in the same", () => {
    for (const address of ["203.0.113.9", "203.0.7.250", "::ffff:203.0.200.7"]) {
      expect(wideNetworkKey(address)).toBe("203.0.0.0/16");
    }
    expect(wideNetworkKey("203.1.113.9")).toBe("203.1.0.0/16");
  });

  it("puts every /48 of an IPv6 /32 in one wide network, whatever form the address takes", () => {
    const same = ["2001:db8:1:0::1", "2001:db8:ffff:ffff:aaaa::9", "2001:0DB8:0001:1234::", "[2001:db8::3]"];
    for (const address of same) expect(wideNetworkKey(address)).toBe("2001:db8::/32");
    expect(wideNetworkKey("2001:db9::1")).toBe("2001:db9::/32");
  });

  it("keeps anything unparseable as its own wide network", () => {
    expect(wideNetworkKey("unknown")).toBe("unknown");
  });
});
