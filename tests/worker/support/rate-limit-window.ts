/**
 * The local rate limiter (Miniflare's) counts in windows aligned to the wall clock: every counter
 * of a 60-second limit starts again on the minute. A test that sends a limit's worth of requests
 * and expects the next one refused would pass them all if a new minute began between them, so it
 * starts with at least `needMs` of its window left, waiting for the next window if need be.
 */
export const RATE_LIMIT_TEST_TIMEOUT_MS = 60_000;

export async function withRoomInRateLimitWindow(periodMs = 60_000, needMs = 5_000): Promise<void> {
  const left = periodMs - (Date.now() % periodMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
