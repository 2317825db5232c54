import { Hono } from "hono";
import type { AppEnv } from "~/lib/hono-env.server";
import { failureReason, logFailure } from "~/lib/log.server";

/**
 * GET /api/health, for uptime monitors: can this Worker reach its D1 database and its R2
 * bucket right now? The answer names each part's outcome and nothing else (no rows, no
 * configuration, no error text), since anyone may call it; the reasons go to the logs.
 */
type Part = "d1" | "r2";
type Outcome = "ok" | "fail";

/** A monitor's own timeout is usually 10 to 30 s; an answer within it beats a hung request. */
const CHECK_TIMEOUT_MS = 5_000;

/** Looked up, never written: a missing object is a successful answer from R2. */
const R2_PROBE_KEY = "health-check-probe";

class CheckTimedOut extends Error {
  override name = "TimeoutError";
}

async function check(part: Part, probe: () => Promise<unknown>, timeoutMs: number): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([probe(), timedOut]);
    return "ok";
  } catch (error) {
    logFailure("health_check_failed", { part, reason: failureReason(error) });
    return "fail";
  } finally {
    clearTimeout(timer);
  }
}

/** The health router; each check gives up after timeoutMs (tests pass a shorter one). */
export function createHealthApi(timeoutMs = CHECK_TIMEOUT_MS) {
  const health = new Hono<AppEnv>();
  health.get("/health", async (c) => {
    const [d1, r2] = await Promise.all([
      check("d1", () => c.env.DB.prepare("select 1").first(), timeoutMs),
      check("r2", () => c.env.RECORDINGS.head(R2_PROBE_KEY), timeoutMs),
    ]);
    const healthy = d1 === "ok" && r2 === "ok";
    // A cached "ok" would hide an outage from the monitor that asks next.
    c.header("Cache-Control", "no-store");
    return c.json({ status: healthy ? "ok" : "fail", checks: { d1, r2 } }, healthy ? 200 : 503);
  });
  return health;
}

export const healthApi = createHealthApi();
