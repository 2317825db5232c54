import { APICallError, generateText, NoObjectGeneratedError, Output, RetryError, streamText } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { z } from "zod";
import type { ChatRequest, TopicIdeas, TopicRequest } from "./ai-requests";
import { buildMindmap, cleanDiagramText, mermaidTextProblem, unfenceMermaid } from "./diagram-text";
import { chatMessages, TOPIC_SYSTEM_PROMPT, topicPrompt } from "./assistant-prompt.server";
import { joinPhrase, splitList } from "./local-topics.server";
import { readConfig, type ConfigVars } from "~/lib/config.server";
import { logWarning } from "~/lib/log.server";

/** The Workers AI path (AI_MODE=workers-ai): models named by CHAT_MODEL and TOPIC_MODEL. */
export type WorkersAiEnv = { AI: Ai } & ConfigVars;

/**
 * How long a visitor waits for Workers AI before the site's own content answers instead.
 * - chatSilence: the streamed chat's longest silence, before the first words and between two of
 *   them. The 8B "fast" chat model starts within a second or two; 15 s still covers a queue at
 *   capacity plus the SDK's one retry (2 s back-off), and beyond that a visitor watching
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

const CHAT_SETTINGS = { maxOutputTokens: 600, temperature: 0.3, maxRetries: 1 } as const;

function model(env: WorkersAiEnv, name: string) {
  return createWorkersAI({ binding: env.AI })(name);
}

/**
 * A call that failed. The binding's own error (the provider wraps it as an APICallError, and the
 * SDK as a RetryError once it has retried) becomes the cause, whose message is the reason logged.
 * Workers AI's capacity and account limits (3040, 3036) arrive as status 429.
 */
function callFailed(error: unknown, modelName: string): AiFailure {
  if (error instanceof AiFailure) return error;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const kind = APICallError.isInstance(last) && last.statusCode === 429 ? "rate-limited" : "error";
  return new AiFailure(kind, modelName, "Workers AI call failed", { cause: error });
}

/**
 * Waits for `work` at most `ms`. Past that it stops waiting (the binding may not honour the
 * signal) and aborts `controller`, which cancels the model call where it can be cancelled.
 */
async function withDeadline<T>(work: Promise<T>, ms: number, controller: AbortController, modelName: string) {
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
 * The reply as it is generated. Any failure, including silence longer than the chat timeout and a
 * reply without words, is thrown as an AiFailure; the caller tells a failure before the first
 * words (nothing sent yet) from one after them by when it is thrown.
 */
export async function* streamChatReply(
  env: WorkersAiEnv,
  request: ChatRequest,
  instructions: string,
): AsyncGenerator<string> {
  const modelName = readConfig(env).chatModel;
  const controller = new AbortController();
  const result = streamText({
    model: model(env, modelName),
    system: instructions,
    messages: chatMessages(request),
    ...CHAT_SETTINGS,
    abortSignal: controller.signal,
    // Failures arrive as "error" parts below; the default handler would log them, request included.
    onError: () => {},
  });
  const parts = result.fullStream[Symbol.asyncIterator]();
  let produced = false;
  let finished = false;
  try {
    for (;;) {
      const step = await withDeadline(parts.next(), AI_TIMEOUTS_MS.chatSilence, controller, modelName);
      if (step.done) break;
      const part = step.value;
      if (part.type === "error") throw part.error;
      // Blank space before the first words is dropped, so a reply of only blank space is no reply.
      const text = part.type === "text-delta" ? (produced ? part.text : part.text.trimStart()) : "";
      if (text) {
        produced = true;
        yield text;
      }
    }
    finished = true;
  } catch (error) {
    throw callFailed(error, modelName);
  } finally {
    // Also reached when the reader stops early (the visitor left): the model need not go on.
    if (!finished) controller.abort();
  }
  if (!produced) throw new AiFailure("malformed", modelName, "The chat model streamed no words");
}

const TopicIdeasSchema = z.object({
  blog_topics: z.array(z.string()).min(1).max(10),
  mermaid_code: z.string(),
});

export async function topicIdeas(env: WorkersAiEnv, request: TopicRequest): Promise<TopicIdeas> {
  const modelName = readConfig(env).topicModel;
  const controller = new AbortController();
  let ideas: z.infer<typeof TopicIdeasSchema>;
  try {
    ({ output: ideas } = await withDeadline(
      generateText({
        model: model(env, modelName),
        output: Output.object({ schema: TopicIdeasSchema, name: "blog_topic_ideas" }),
        system: TOPIC_SYSTEM_PROMPT,
        prompt: topicPrompt(request),
        maxOutputTokens: 1500,
        temperature: 0.7,
        maxRetries: 1,
        abortSignal: controller.signal,
      }),
      AI_TIMEOUTS_MS.topics,
      controller,
      modelName,
    ));
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      // Not the error itself: its text and its cause's message quote the model's output.
      const problem = error.cause instanceof Error ? error.cause.name : "no output";
      throw new AiFailure(
        "malformed",
        modelName,
        `The topic model's answer did not match the schema (${problem}, finish reason ${error.finishReason ?? "unknown"})`,
      );
    }
    throw callFailed(error, modelName);
  }

  const topics = ideas.blog_topics.map((topic) => topic.trim()).filter(Boolean);
  if (topics.length === 0) throw new AiFailure("malformed", modelName, "The topic model returned only blank topics");
  const diagram = unfenceMermaid(ideas.mermaid_code);
  const problem = mermaidTextProblem(diagram);
  if (problem) {
    // The topics are worth keeping; the model's diagram is replaced by a mindmap of them.
    logWarning("assistant.topic_diagram_replaced", { model: modelName, problem });
    return { blog_topics: topics, mermaid_code: topicsMindmap(request.keywords, topics) };
  }
  // Cleaned here as well as in the browser (MermaidDiagram): the answer carries no markup, no
  // configuration and no link statement, whoever renders it.
  return { blog_topics: topics, mermaid_code: cleanDiagramText(diagram) };
}

function topicsMindmap(keywords: string, topics: readonly string[]): string {
  return buildMindmap(joinPhrase(splitList(keywords)), [{ label: "Blog topics", children: topics }]);
}
