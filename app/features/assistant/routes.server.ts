import type { Hono } from "hono";
import type { AppEnv } from "~/lib/hono-env.server";
import { AI_LIMITS } from "~/lib/ai";
import { readConfig } from "~/lib/config.server";
import { jsonWithin, readJson } from "~/lib/request-guards.server";
import { failureReason, logFailure } from "~/lib/log.server";
import {
  aiEndpoint,
  AiFailure,
  answerOffline,
  chooseSource,
  FALLBACK,
  logAiFailure,
  refuseOtherMethods,
} from "~/lib/workers-ai.server";
import { requireBotCheck } from "~/features/bot-check/index.server";
import { parseChatRequest } from "./ai-request-schemas.server";
import type { ChatUIMessage } from "./ai-requests";
import type { SiteAnswer } from "./local-assistant.server";
import { countAnswer, type AnswerPath } from "./answer-sources.server";
import { ASK_AN_ENGINEER } from "./not-covered-reply";
import { keepUnansweredQuestion } from "./unanswered-questions.server";

/**
 * POST /api/chatbot. AI_MODE selects who answers: "workers-ai" the chat model, "local" the
 * offline answerer (honest search of the site's pages). When Workers AI fails (an error, a
 * timeout, its rate limits or an answer that cannot be used) before its first words, or today's
 * calls are used up, the offline answerer answers instead and `source` says so. The reply is the
 * AI SDK's UI message stream (for useChat): a text part, then a finish part whose message metadata
 * is { source, covered, pages }, or an error part. `covered` says whether the reply answers the
 * question, `pages` which pages it quotes (offline answers only); a question not covered is kept
 * for the console's overview (unanswered-questions.server.ts), and every answer is counted by the
 * path it took (answer-sources.server.ts). A refused request is JSON
 * { error } with its status (a 4xx, or the bot check's 503).
 */
const PATH = "/chatbot";
const UNAVAILABLE = "The AI service is unavailable right now. Please try again shortly.";
const STREAM_FAILED = "The reply was interrupted. Please try again.";

async function* single(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * What a model's reply says about itself: covered unless it hands the question over (its
 * instructions tell it to offer "Ask an engineer" only when the site does not answer), no pages.
 */
const modelReplyFacts = (reply: string) => ({ covered: !reply.includes(ASK_AN_ENGINEER), pages: [] });

export const chatRoutes: Hono<AppEnv> = aiEndpoint(PATH);

// Each message needs a fresh token (docs/decisions/0040).
chatRoutes.post(PATH, requireBotCheck("chat"));

chatRoutes.post(PATH, jsonWithin(AI_LIMITS.bodyBytes), async (c) => {
  const parsed = parseChatRequest(await readJson(c));
  if (!parsed.ok) return c.json({ error: parsed.error }, 400);
  const request = parsed.value;
  // The site's search index (MiniSearch) and the answerer come with the first chat request (decision 0057).
  const { siteKnowledge } = await import("./site-knowledge.server");
  const { answerFromSite } = await import("./local-assistant.server");
  const knowledge = await siteKnowledge(c.env);
  const offlineAnswer = () => answerFromSite(knowledge, request.message);

  let source = await chooseSource(c.env, "chat");
  const model = readConfig(c.env).chatModel;
  // How the answer reaches the visitor, counted once it has (a fallback here: the day's calls are used up).
  let path: AnswerPath =
    source === "local" ? { source } : { source, model, ...(source === FALLBACK && { failure: "daily-cap" }) };
  // The offline answer's facts are known before its words; a model's only once it has finished.
  let offline: SiteAnswer | undefined = source === "workers-ai" ? undefined : offlineAnswer();
  // The AI SDK is imported with the first chat request, not with the Worker (decision 0057).
  const { createUIMessageStream, createUIMessageStreamResponse } = await import("ai");
  const { streamChatReply } = await import("./workers-ai.server");
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
    path = { source, model, failure: (error as AiFailure).kind };
    step = await chunks.next();
  }
  const stream = createUIMessageStream<ChatUIMessage>({
    execute: async ({ writer }) => {
      let written = "";
      writer.write({ type: "text-start", id: "reply" });
      try {
        for (; !step.done; step = await chunks.next()) {
          written += step.value;
          writer.write({ type: "text-delta", id: "reply", delta: step.value });
        }
      } catch (error) {
        await countAnswer(c.env.DB, { ...path, failure: "interrupted" });
        throw error;
      }
      writer.write({ type: "text-end", id: "reply" });
      await countAnswer(c.env.DB, path);
      const { covered, pages } = offline ?? modelReplyFacts(written);
      writer.write({ type: "finish", messageMetadata: { source, covered, pages } });
      if (!covered) await keepUnansweredQuestion(c.env.DB, request.message);
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

refuseOtherMethods(chatRoutes, PATH);
