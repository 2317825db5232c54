/**
 * When content-derived data stops being served. Three caches sit between a staff edit and a
 * visitor: the isolate's content cache, its page memory and the data centre's Workers cache. If
 * each kept an entry for the TTL from the moment it stored it, a page rendered from content read
 * just before an edit could be stored again by the next layer and outlive the edit by up to three
 * TTLs. Instead every layer expires its entries at the end of the TTL window they were made in
 * (windows are fixed slices of the clock), so whatever is served was read from D1 in the current
 * window, and an edit shows everywhere within one TTL.
 */
export function freshUntil(now: number, ttlMs: number): number {
  return (Math.floor(now / ttlMs) + 1) * ttlMs;
}
