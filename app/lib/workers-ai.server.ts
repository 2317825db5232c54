import { Hono } from "hono";
import type { AiSource } from "./ai";
import { readConfig, type ConfigVars } from "./config.server";
import type { AppEnv } from "./hono-env.server";
import { failureReason, logFailure, logWarning } from "./log.server";
import { isRateLimited } from "./rate-limit.server";
import { takeUse, utcDayPeriod } from "./usage-caps.server";

/**
 * What the two AI features share on the Worker: the Workers AI path (AI_MODE=workers-ai, models
 * named by CHAT_MODEL and TOPIC_MODEL), its failures, who answers a request, and the endpoints'
 * common guard. Each feature keeps its own prompt, call and offline generator.
 */
export type WorkersAiEnv = { AI: Ai } & ConfigVars;

/**
 * How long a visitor waits for Workers AI before the site's own content answers instead.
 * - chatSilence: the streamed chat's longest silence, before the first words and between two of
 *   them. The chat model (Llama 4 Scout, which writes no reasoning first: decision 0070) starts
 *   within a second or two; 15 s still covers a queue at capacity plus the SDK's one retry (2 s
 *   back-off), and beyond that a visitor watching
 *   "is thinking..." is better served by an answer from the site. Once words flow, 15 s without
 *   another means the stream is dead.
 * - topics: the 70B topic model writes a few hundred tokens of JSON (1500 at most), which takes
 *   it several seconds; the generator shows a spinner, and past 25 s the composed topics serve
 *   the visitor better than more waiting.
 */
export const AI_TIMEOUTS_MS = {
  chatSilence: 15_000,
  topics: 25_000,
} as const;

/** Which feature a Workers AI call or a log line is for. */
export type AiTask = "chat" | "topics";

/** What went wrong, for the logs and for choosing what the visitor gets instead. */
export type AiFailureKind = "error" | "timeout" | "rate-limited" | "malformed";

/**
 * Workers AI did not give a usable answer. The message is written for the logs and never holds
 * what the visitor typed or what the model wrote (the model echoes the visitor's words).
 */
export class AiFailure extends Error {
  override name = "AiFailure";
  readonly kind: AiFailureKind;
  readonly model: string;

  constructor(kind: AiFailureKind, model: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
    this.model = model;
  }
}

/**
 * Waits for `work` at most `ms`. Past that it stops waiting (the binding may not honour the
 * signal) and aborts `controller`, which cancels the model call where it can be cancelled.
 */
export async function withDeadline<T>(work: Promise<T>, ms: number, controller: AbortController, modelName: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected before aborting, so the race is lost to the deadline, not to the abort error.
      reject(new AiFailure("timeout", modelName, `No answer within ${ms} ms`));
      controller.abort();
    }, ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One log line per Workers AI failure: what failed, how, and what the visitor got instead
 * ("offline": the offline generator's answer; "interrupted": the words so far, then an error).
 * Never the request: it holds the visitor's words.
 */
export function logAiFailure(task: AiTask, failure: AiFailure, answer: "offline" | "interrupted") {
  logFailure("assistant.workers_ai_failed", {
    task,
    kind: failure.kind,
    model: failure.model,
    answer,
    reason: failureReason(failure),
  });
}

/** Workers AI failed before the visitor got anything: the offline generator answers instead. */
export function answerOffline<T>(task: AiTask, error: unknown, answer: () => T): T {
  if (!(error instanceof AiFailure)) throw error;
  logAiFailure(task, error, "offline");
  return answer();
}

/** The offline generators' answers when Workers AI has failed or today's calls are used up, labelled as such. */
export const FALLBACK: AiSource = "local-fallback";

/**
 * Who answers this request: Workers AI, the offline generator because AI_MODE=local, or the
 * offline generator because today's Workers AI calls (AI_DAILY_CALLS, across all visitors and
 * both features) are used up, labelled as when Workers AI fails. Taking a call counts it, so the
 * bill has a ceiling.
 */
export async function chooseSource(env: Env, task: AiTask): Promise<AiSource> {
  const { aiMode, aiDailyCalls } = readConfig(env);
  if (aiMode !== "workers-ai") return "local";
  if (await takeUse(env.DB, "ai", utcDayPeriod(Date.now()), aiDailyCalls)) return "workers-ai";
  logWarning("assistant.ai_daily_cap_reached", { task, cap: aiDailyCalls });
  return FALLBACK;
}

const RATE_LIMITED = "Too many requests. Please wait a minute and try again.";

/**
 * An AI endpoint's common guard, for `path` of the returned app: answers are never cached, a
 * client over AI_RATE_LIMITER's limit gets 429 before anything else runs (so rejected bodies count
 * too, and nothing reaches a model), and any method
 * but POST gets 405. The feature adds its bot check and handler after it.
 */
export function aiEndpoint(path: string) {
  const app = new Hono<AppEnv>();
  app.use(path, async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  app.post(path, async (c, next) => {
    if (await isRateLimited(c.env.AI_RATE_LIMITER, c.req.raw, "ai")) {
      return c.json({ error: RATE_LIMITED }, 429);
    }
    await next();
  });
  return app;
}

/** Ends an AI endpoint's app: anything that is not its POST. */
export function refuseOtherMethods(app: Hono<AppEnv>, path: string) {
  app.all(path, (c) => c.json({ error: "Use POST with a JSON body." }, 405, { Allow: "POST" }));
  return app;
}
