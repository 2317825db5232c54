import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "~/lib/hono-env.server";
import { createUIMessageStream, createUIMessageStreamResponse } from "ai";
import { parseChatRequest, parseTopicRequest } from "./ai-request-schemas.server";
import { AI_LIMITS, type AiSource, type ChatUIMessage } from "./ai-requests";
import { discardBody, readJsonBody } from "~/lib/request-body.server";
import { isRateLimited } from "~/lib/rate-limit.server";
import { answerFromSite, type SiteAnswer } from "./local-assistant.server";
import { siteKnowledge } from "./site-knowledge.server";
import { ASK_AN_ENGINEER } from "./not-covered-reply";
import { composeTopics } from "./local-topics.server";
import { AiFailure, streamChatReply, topicIdeas } from "./workers-ai.server";
import { readConfig } from "~/lib/config.server";
import { failureReason, logFailure, logWarning } from "~/lib/log.server";
import { takeUse, utcDayPeriod } from "~/lib/usage-caps.server";
import { requireBotCheck } from "~/features/bot-check/index.server";

/**
 * POST /api/chatbot and POST /api/blog-topic-generator. AI_MODE selects the
 * generator: "workers-ai" uses the AI binding; "local" the offline generators (answers from the
 * site's content, topics composed from the request). When Workers AI fails (an error, a
 * timeout, its rate limits or an answer that cannot be used), the offline generators answer
 * instead and `source` says so. A chat reply is the AI SDK's UI message stream (for useChat): a
 * text part, then a finish part whose message metadata is { source, covered, pages }, or an error
 * part. `covered` says whether the reply answers from the site's content, `pages` which pages it
 * drew on (offline answers only). Topics are JSON ({ blog_topics, mermaid_code, source }). A
 * refused request of either is JSON { error } with its status (a 4xx, or the bot check's 503).
 */
const RATE_LIMITED = "Too many requests. Please wait a minute and try again.";
const UNAVAILABLE = "The AI service is unavailable right now. Please try again shortly.";
const STREAM_FAILED = "The reply was interrupted. Please try again.";

const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
};

type AiTask = "chat" | "topics";

/**
 * One log line per Workers AI failure: what failed, how, and what the visitor got instead
 * ("offline": the offline generator's answer; "interrupted": the words so far, then an error
 * part). Never the request: it holds the visitor's words.
 */
function logAiFailure(task: AiTask, failure: AiFailure, answer: "offline" | "interrupted") {
  logFailure("assistant.workers_ai_failed", {
    task,
    kind: failure.kind,
    model: failure.model,
    answer,
    reason: failureReason(failure),
  });
}

/** Workers AI failed before the visitor got anything: the offline generator answers instead. */
function answerOffline<T>(task: AiTask, error: unknown, answer: () => T): T {
  if (!(error instanceof AiFailure)) throw error;
  logAiFailure(task, error, "offline");
  return answer();
}

/** The offline generators' answers when Workers AI has failed or today's calls are used up, labelled as such. */
const FALLBACK: AiSource = "local-fallback";

/**
 * Who answers this request: Workers AI, the offline generators because AI_MODE=local, or the
 * offline generators because today's Workers AI calls (AI_DAILY_CALLS, across all visitors) are
 * used up, labelled as when Workers AI fails. Taking a call counts it, so the bill has a ceiling.
 */
async function chooseSource(env: Env, task: AiTask): Promise<AiSource> {
  const { aiMode, aiDailyCalls } = readConfig(env);
  if (aiMode !== "workers-ai") return "local";
  if (await takeUse(env.DB, "ai", utcDayPeriod(Date.now()), aiDailyCalls)) return "workers-ai";
  logWarning("assistant.ai_daily_cap_reached", { task, cap: aiDailyCalls });
  return FALLBACK;
}

async function* single(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * What a model's reply says about itself: covered unless it hands the question over (its
 * instructions tell it to offer "Ask an engineer" only when the site does not answer), no pages.
 */
const modelReplyFacts = (reply: string) => ({ covered: !reply.includes(ASK_AN_ENGINEER), pages: [] });

const AI_PATHS = ["/chatbot", "/blog-topic-generator"] as const;

export const aiRoutes = new Hono<AppEnv>();

for (const path of AI_PATHS) {
  aiRoutes.use(path, noStore);
  // Rate limiting comes first so that rejected bodies count too; nothing below reaches a model.
  // A refused body is read to its end unkept, as every refusal here does (request-body.server).
  aiRoutes.post(path, async (c, next) => {
    if (await isRateLimited(c.env.AI_RATE_LIMITER, c.req.raw, "ai")) {
      await discardBody(c.req.raw);
      return c.json({ error: RATE_LIMITED }, 429);
    }
    await next();
  });
}
// Each message and each topic request needs a fresh token (docs/decisions/0040).
aiRoutes.post("/chatbot", requireBotCheck("chat"));
aiRoutes.post("/blog-topic-generator", requireBotCheck("topics"));

aiRoutes.post("/chatbot", async (c) => {
  const body = await readJsonBody(c.req.raw, AI_LIMITS.bodyBytes);
  if (!body.ok) return c.json({ error: body.error }, body.status);
  const parsed = parseChatRequest(body.value);
  if (!parsed.ok) return c.json({ error: parsed.error }, 400);
  const request = parsed.value;
  const knowledge = await siteKnowledge(c.env);
  const offlineAnswer = () => answerFromSite(knowledge, request.message);

  let source = await chooseSource(c.env, "chat");
  // The offline answer's facts are known before its words; a model's only once it has finished.
  let offline: SiteAnswer | undefined = source === "workers-ai" ? undefined : offlineAnswer();
  let chunks = offline ? single(offline.reply) : streamChatReply(c.env, request, knowledge.instructions);
  // Until the first words nothing has been sent, so a failure is answered offline in full; after
  // them, one reply must not run on into another, so the stream ends with an error part.
  let step: IteratorResult<string>;
  try {
    step = await chunks.next();
  } catch (error) {
    offline = answerOffline("chat", error, offlineAnswer);
    chunks = single(offline.reply);
    source = FALLBACK;
    step = await chunks.next();
  }
  const stream = createUIMessageStream<ChatUIMessage>({
    execute: async ({ writer }) => {
      let written = "";
      writer.write({ type: "text-start", id: "reply" });
      for (; !step.done; step = await chunks.next()) {
        written += step.value;
        writer.write({ type: "text-delta", id: "reply", delta: step.value });
      }
      writer.write({ type: "text-end", id: "reply" });
      const { covered, pages } = offline ?? modelReplyFacts(written);
      writer.write({ type: "finish", messageMetadata: { source, covered, pages } });
    },
    // What the visitor reads; the failure itself goes to the logs.
    onError: (error) => {
      if (error instanceof AiFailure) logAiFailure("chat", error, "interrupted");
      else logFailure("assistant.chat_stream_failed", { reason: failureReason(error) });
      return error instanceof AiFailure ? UNAVAILABLE : STREAM_FAILED;
    },
  });
  return createUIMessageStreamResponse({ stream });
});

aiRoutes.post("/blog-topic-generator", async (c) => {
  const body = await readJsonBody(c.req.raw, AI_LIMITS.bodyBytes);
  if (!body.ok) return c.json({ error: body.error }, body.status);
  const parsed = parseTopicRequest(body.value);
  if (!parsed.ok) return c.json({ error: parsed.error }, 400);
  const offlineTopics = () => composeTopics(parsed.value);

  const source = await chooseSource(c.env, "topics");
  if (source !== "workers-ai") return c.json({ ...offlineTopics(), source });
  try {
    return c.json({ ...(await topicIdeas(c.env, parsed.value)), source: "workers-ai" });
  } catch (error) {
    return c.json({ ...answerOffline("topics", error, offlineTopics), source: FALLBACK });
  }
});

for (const path of AI_PATHS) {
  aiRoutes.all(path, (c) => c.json({ error: "Use POST with a JSON body." }, 405, { Allow: "POST" }));
}
