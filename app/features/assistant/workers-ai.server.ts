import { generateText, NoObjectGeneratedError, Output, streamText } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { z } from "zod";
import type { ChatRequest, TopicIdeas, TopicRequest } from "./ai-requests";
import { buildMindmap, mermaidTextProblem, unfenceMermaid } from "./diagram-text";
import { assistantSystemPrompt, chatMessages, TOPIC_SYSTEM_PROMPT, topicPrompt } from "./assistant-prompt.server";
import { joinPhrase, splitList } from "./local-topics.server";
import { readConfig, type ConfigVars } from "~/lib/config.server";

/** The Workers AI path (AI_MODE=workers-ai): models named by CHAT_MODEL and TOPIC_MODEL. */
export type WorkersAiEnv = { AI: Ai } & ConfigVars;

/** A failure whose message can be shown to the visitor as is. */
export class AiFailure extends Error {}

const UNAVAILABLE = "The AI service is unavailable right now. Please try again shortly.";
const EMPTY_REPLY = "The assistant returned an empty reply. Please try again.";
const CHAT_SETTINGS = { maxOutputTokens: 600, temperature: 0.3, maxRetries: 1 } as const;

function model(env: WorkersAiEnv, name: string) {
  return createWorkersAI({ binding: env.AI })(name);
}

function unavailable(cause: unknown): AiFailure {
  console.error("Workers AI call failed", cause);
  return new AiFailure(UNAVAILABLE, { cause });
}

export async function chatReply(env: WorkersAiEnv, request: ChatRequest): Promise<string> {
  let text: string;
  try {
    ({ text } = await generateText({
      model: model(env, readConfig(env).chatModel),
      system: assistantSystemPrompt(request.message),
      messages: chatMessages(request),
      ...CHAT_SETTINGS,
    }));
  } catch (error) {
    throw unavailable(error);
  }
  if (!text.trim()) throw new AiFailure(EMPTY_REPLY);
  return text.trim();
}

/** The reply as it is generated; a failure part of the stream is thrown as an AiFailure. */
export async function* streamChatReply(env: WorkersAiEnv, request: ChatRequest): AsyncGenerator<string> {
  const result = streamText({
    model: model(env, readConfig(env).chatModel),
    system: assistantSystemPrompt(request.message),
    messages: chatMessages(request),
    ...CHAT_SETTINGS,
    // Failures arrive as "error" parts below; the default handler would only log them twice.
    onError: () => {},
  });
  let produced = false;
  try {
    for await (const part of result.fullStream) {
      if (part.type === "error") throw part.error;
      if (part.type === "text-delta" && part.text) {
        produced = true;
        yield part.text;
      }
    }
  } catch (error) {
    throw unavailable(error);
  }
  if (!produced) throw new AiFailure(EMPTY_REPLY);
}

const TopicIdeasSchema = z.object({
  blog_topics: z.array(z.string()).min(1).max(10),
  mermaid_code: z.string(),
});

export async function topicIdeas(env: WorkersAiEnv, request: TopicRequest): Promise<TopicIdeas> {
  let ideas: z.infer<typeof TopicIdeasSchema>;
  try {
    ({ output: ideas } = await generateText({
      model: model(env, readConfig(env).topicModel),
      output: Output.object({ schema: TopicIdeasSchema, name: "blog_topic_ideas" }),
      system: TOPIC_SYSTEM_PROMPT,
      prompt: topicPrompt(request),
      maxOutputTokens: 1500,
      temperature: 0.7,
      maxRetries: 1,
    }));
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      console.error("Topic model output did not match the schema", error.text);
      throw new AiFailure("The AI returned topics in an unexpected format. Please try again.");
    }
    throw unavailable(error);
  }

  const topics = ideas.blog_topics.map((topic) => topic.trim()).filter(Boolean);
  const diagram = unfenceMermaid(ideas.mermaid_code);
  const problem = mermaidTextProblem(diagram);
  if (topics.length === 0) throw new AiFailure("The AI returned no topics. Please try again.");
  if (problem) {
    // The topics are worth keeping; the model's diagram is replaced by a mindmap of them.
    console.warn("Topic model diagram replaced:", problem);
    return { blog_topics: topics, mermaid_code: topicsMindmap(request.keywords, topics) };
  }
  return { blog_topics: topics, mermaid_code: diagram };
}

function topicsMindmap(keywords: string, topics: readonly string[]): string {
  return buildMindmap(joinPhrase(splitList(keywords)), [{ label: "Blog topics", children: topics }]);
}
