import type { AppEnv } from "~/lib/hono-env.server";
import { AI_LIMITS } from "~/lib/ai";
import { jsonWithin, readJson } from "~/lib/request-guards.server";
import { aiEndpoint, answerOffline, chooseSource, FALLBACK, refuseOtherMethods } from "~/lib/workers-ai.server";
import { requireBotCheck } from "~/features/bot-check/index.server";
import type { Hono } from "hono";
import { composeTopics } from "./local-topics.server";
import { parseTopicRequest } from "./topic-request-schema";

/**
 * POST /api/blog-topic-generator: JSON { blog_topics, mermaid_code, source }, from Workers AI
 * (AI_MODE=workers-ai) or composed offline from the request (AI_MODE=local, today's Workers AI
 * calls used up, or Workers AI failed: `source` says which). A refused request is JSON { error }
 * with its status (a 4xx, or the bot check's 503).
 */
const PATH = "/blog-topic-generator";

export const topicRoutes: Hono<AppEnv> = aiEndpoint(PATH);

// Each topic request needs a fresh token (docs/decisions/0040).
topicRoutes.post(PATH, requireBotCheck("topics"));

topicRoutes.post(PATH, jsonWithin(AI_LIMITS.bodyBytes), async (c) => {
  const parsed = parseTopicRequest(await readJson(c));
  if (!parsed.ok) return c.json({ error: parsed.error }, 400);
  const offlineTopics = () => composeTopics(parsed.value);

  const source = await chooseSource(c.env, "topics");
  if (source !== "workers-ai") return c.json({ ...offlineTopics(), source });
  try {
    // The AI SDK is imported with the first model call, not with the Worker (decision 0057).
    const { topicIdeas } = await import("./workers-ai-topics.server");
    return c.json({ ...(await topicIdeas(c.env, parsed.value)), source: "workers-ai" });
  } catch (error) {
    return c.json({ ...answerOffline("topics", error, offlineTopics), source: FALLBACK });
  }
});

refuseOtherMethods(topicRoutes, PATH);
