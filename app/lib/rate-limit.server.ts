/**
 * Per-client limits through Workers rate-limiting bindings (CONTACT_, VOICE_ and
 * AI_RATE_LIMITER in wrangler.jsonc). Cloudflare sets CF-Connecting-IP on every request it
 * forwards; a request without it (local tools) shares one "unknown" bucket.
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim() || "unknown";
}

/**
 * The bucket a client address counts against. An IPv4 address is one client. An IPv6 client
 * is usually given a whole /64 and picks addresses inside it at will, so keying by the full
 * address would hand it billions of fresh limits: IPv6 addresses are keyed by their /64
 * prefix, written one canonical way whatever form the header used. An IPv4-mapped IPv6
 * address (::ffff:a.b.c.d) is that IPv4 client. Anything unparseable is keyed as given.
 */
export function rateLimitKey(address: string): string {
  const trimmed = address.trim();
  if (!trimmed.includes(":")) return trimmed;
  const groups = ipv6Groups(trimmed.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  if (!groups) return trimmed.toLowerCase();
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/**
 * The network a client address belongs to, for allowances shared by neighbouring addresses: an
 * IPv4 address's /24, an IPv6 address's /48 (the block a site or customer is usually given, which
 * holds 65,536 /64s). An IPv4-mapped IPv6 address is its IPv4 /24; anything unparseable is its own
 * network.
 */
export function networkKey(address: string): string {
  const key = rateLimitKey(address);
  const ipv4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(key);
  if (ipv4) return `${ipv4[1]}.0/24`;
  const ipv6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(key);
  if (ipv6) return `${ipv6[1]}::/48`;
  return key;
}

/**
 * The wide network a client address belongs to: an IPv4 address's /16 and an IPv6 address's /32
 * (what a provider is usually allocated; a flood's many /24s and /48s are cheap, many /16s and /32s
 * are not). The reserved part of the voice budget takes one upload a day from each
 * (docs/decisions/0050). An IPv4-mapped IPv6 address is its IPv4 /16; anything unparseable is its
 * own wide network.
 */
export function wideNetworkKey(address: string): string {
  const key = rateLimitKey(address);
  const ipv4 = /^(\d{1,3}\.\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(key);
  if (ipv4) return `${ipv4[1]}.0.0/16`;
  const ipv6 = /^([0-9a-f]{1,4}:[0-9a-f]{1,4}):[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/64$/.exec(key);
  if (ipv6) return `${ipv6[1]}::/32`;
  return key;
}

/** The eight 16-bit groups of an IPv6 address (with "::" and a trailing dotted IPv4 part), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const groups: number[] = [];
    const pieces = part.split(":");
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes(".")) {
        const octets = piece.split(".");
        if (octets.length !== 4 || !octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)) {
          return null;
        }
        const [a, b, c, d] = octets.map(Number) as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** True when this client has used up its allowance for the current period. */
export async function isRateLimited(limiter: RateLimit, request: Request, scope = ""): Promise<boolean> {
  const { success } = await limiter.limit({ key: `${scope}:${rateLimitKey(clientAddress(request))}` });
  return !success;
}
