import { z } from "zod";
import type { Context, MiddlewareHandler } from "hono";
import { BOT_CHECK_HEADER, DUMMY_TOKEN, MAX_TOKEN_LENGTH, type BotCheckAction } from "./bot-check";
import { BOT_CHECK_REFUSALS } from "./copy";
import { readConfig, type ConfigVars } from "~/lib/config.server";
import type { AppEnv } from "~/lib/hono-env.server";
import { failureReason, logFailure, logWarning } from "~/lib/log.server";
import { clientAddress } from "~/lib/rate-limit.server";

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Longest wait for siteverify before the request is refused as unchecked. */
const SITEVERIFY_TIMEOUT_MS = 10_000;

/** Siteverify's answer: the fields the decision reads (developers.cloudflare.com/turnstile, "Validate the token"). */
const siteverifyResponseSchema = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).default([]),
  hostname: z.string().optional(),
  action: z.string().optional(),
});

/**
 * The outcome of one check: passed, refused (no token, or one Turnstile or the stand-in did not
 * accept: wrong, used, expired, another site's or another action's), or unavailable (siteverify
 * could not be asked, or answered nothing usable).
 */
export type BotCheckResult = { ok: true } | { ok: false; reason: "missing" | "refused" | "unavailable" };

/**
 * Verifies one token for one action. Local mode accepts only Turnstile's dummy token; cloudflare
 * mode asks siteverify and accepts a success for this site's host and this action. Never throws:
 * every failure refuses the request (fails closed).
 */
export async function verifyBotCheck(
  env: ConfigVars,
  token: string | null | undefined,
  { action, request }: { action: BotCheckAction; request: Request },
): Promise<BotCheckResult> {
  const { botCheck, siteUrl } = readConfig(env);
  if (!token) return { ok: false, reason: "missing" };
  if (token.length > MAX_TOKEN_LENGTH) return refusedBy(action, ["token-too-long"]);
  if (botCheck.mode === "local") return token === DUMMY_TOKEN ? { ok: true } : refusedBy(action, ["not-dummy-token"]);

  if (!botCheck.secretKey) {
    logFailure("bot_check_unavailable", { action, reason: "TURNSTILE_SECRET_KEY is not set" });
    return { ok: false, reason: "unavailable" };
  }
  const form = new FormData();
  form.set("secret", botCheck.secretKey);
  form.set("response", token);
  const address = clientAddress(request);
  if (address !== "unknown") form.set("remoteip", address);
  // The same key for a retry of this request, should the platform send it twice.
  form.set("idempotency_key", crypto.randomUUID());
  let answer: z.output<typeof siteverifyResponseSchema>;
  try {
    const response = await fetch(SITEVERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = siteverifyResponseSchema.parse(await response.json());
  } catch (error) {
    logFailure("bot_check_unavailable", { action, reason: failureReason(error) });
    return { ok: false, reason: "unavailable" };
  }
  if (!answer.success) return refusedBy(action, answer["error-codes"]);
  const expectedHost = new URL(siteUrl).hostname;
  if (answer.hostname !== expectedHost) return refusedBy(action, [`hostname ${String(answer.hostname)}`]);
  if (answer.action !== action) return refusedBy(action, [`action ${String(answer.action)}`]);
  return { ok: true };
}

/** One warning line per refused token: what the check said, never the token. */
function refusedBy(action: BotCheckAction, errorCodes: string[]): BotCheckResult {
  logWarning("bot_check_refused", { action, errorCodes: errorCodes.join(",") });
  return { ok: false, reason: "refused" };
}

/** What the visitor is told when a check did not pass, and with which status. */
export function botCheckRefusal(result: Exclude<BotCheckResult, { ok: true }>) {
  return result.reason === "unavailable"
    ? { status: 503 as const, message: BOT_CHECK_REFUSALS.unavailable }
    : { status: 403 as const, message: BOT_CHECK_REFUSALS.failed };
}

/**
 * Hono middleware for an API route: the token in the X-Turnstile-Token header must pass for
 * `action` before the route reads anything.
 */
export function requireBotCheck(action: BotCheckAction): MiddlewareHandler<AppEnv> {
  return async (c: Context<AppEnv>, next) => {
    const result = await verifyBotCheck(c.env, c.req.header(BOT_CHECK_HEADER), { action, request: c.req.raw });
    if (result.ok) return next();
    const { status, message } = botCheckRefusal(result);
    return c.json({ error: message }, status);
  };
}
