import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { AppEnv } from "~/lib/hono-env.server";
import { streamSSE } from "hono/streaming";
import { parseChatRequest, parseTopicRequest } from "./ai-request-schemas.server";
import { AI_LIMITS, type AiSource } from "./ai-requests";
import { readJsonBody } from "~/lib/request-body.server";
import { isRateLimited } from "~/lib/rate-limit.server";
import { answerFromSite } from "./local-assistant.server";
import { composeTopics } from "./local-topics.server";
import { AiFailure, chatReply, streamChatReply, topicIdeas } from "./workers-ai.server";
import { readConfig } from "~/lib/config.server";

/**
 * POST /api/chatbot and POST /api/blog-topic-generator. AI_MODE selects the
 * generator: "workers-ai" uses the AI binding; anything else ("local") the offline generators
 * (answers from the site's content, topics composed from the request). Answers are JSON
 * ({ reply } / { blog_topics, mermaid_code } or { error }); a chat client that accepts
 * text/event-stream gets the reply as server-sent events instead: "delta" events ({ text }),
 * then "done" ({ source }) or "error" ({ error }).
 */
const RATE_LIMITED = "Too many requests. Please wait a minute and try again.";
const STREAM_FAILED = "The reply was interrupted. Please try again.";

const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "no-store");
};

const usesWorkersAi = (env: Env) => readConfig(env).aiMode === "workers-ai";
const sourceOf = (env: Env): AiSource => (usesWorkersAi(env) ? "workers-ai" : "local");

/** A failure the visitor can be told about is a 502; anything else goes on to the API's 500 handler. */
function modelFailure(c: Context<AppEnv>, error: unknown): Response {
  if (error instanceof AiFailure) return c.json({ error: error.message }, 502);
  throw error;
}

async function* single(text: string): AsyncGenerator<string> {
  yield text;
}

const AI_PATHS = ["/chatbot", "/blog-topic-generator"] as const;

export const aiRoutes = new Hono<AppEnv>();

for (const path of AI_PATHS) {
  aiRoutes.use(path, noStore);
  // Rate limiting comes first so that rejected bodies count too; nothing below reaches a model.
  aiRoutes.post(path, async (c, next) => {
    if (await isRateLimited(c.env.AI_RATE_LIMITER, c.req.raw, "ai")) return c.json({ error: RATE_LIMITED }, 429);
    await next();
  });
}

aiRoutes.post("/chatbot", async (c) => {
  const body = await readJsonBody(c.req.raw, AI_LIMITS.bodyBytes);
  if (!body.ok) return c.json({ error: body.error }, body.status);
  const parsed = parseChatRequest(body.value);
  if (!parsed.ok) return c.json({ error: parsed.error }, 400);
  const request = parsed.value;
  const source = sourceOf(c.env);

  if (!(c.req.header("Accept") ?? "").includes("text/event-stream")) {
    try {
      const reply = usesWorkersAi(c.env) ? await chatReply(c.env, request) : answerFromSite(request.message);
      return c.json({ reply, source });
    } catch (error) {
      return modelFailure(c, error);
    }
  }

  const chunks = usesWorkersAi(c.env) ? streamChatReply(c.env, request) : single(answerFromSite(request.message));
  // A failure before the first words is still answered as JSON with an error status.
  let step: IteratorResult<string>;
  try {
    step = await chunks.next();
  } catch (error) {
    return modelFailure(c, error);
  }
  return streamSSE(c, async (stream) => {
    try {
      for (; !step.done; step = await chunks.next()) {
        await stream.writeSSE({ event: "delta", data: JSON.stringify({ text: step.value }) });
      }
      await stream.writeSSE({ event: "done", data: JSON.stringify({ source }) });
    } catch (error) {
      if (!(error instanceof AiFailure)) console.error("Chat stream failed", error);
      const message = error instanceof AiFailure ? error.message : STREAM_FAILED;
      await stream.writeSSE({ event: "error", data: JSON.stringify({ error: message }) });
    }
  });
});

aiRoutes.post("/blog-topic-generator", async (c) => {
  const body = await readJsonBody(c.req.raw, AI_LIMITS.bodyBytes);
  if (!body.ok) return c.json({ error: body.error }, body.status);
  const parsed = parseTopicRequest(body.value);
  if (!parsed.ok) return c.json({ error: parsed.error }, 400);

  const source = sourceOf(c.env);
  try {
    const ideas = usesWorkersAi(c.env) ? await topicIdeas(c.env, parsed.value) : composeTopics(parsed.value);
    return c.json({ ...ideas, source });
  } catch (error) {
    return modelFailure(c, error);
  }
});

for (const path of AI_PATHS) {
  aiRoutes.all(path, (c) => c.json({ error: "Use POST with a JSON body." }, 405, { Allow: "POST" }));
}
