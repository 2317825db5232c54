import { streamText } from "ai";
import { readConfig } from "~/lib/config.server";
import { callFailed, workersAiModel } from "~/lib/workers-ai-model.server";
import { AI_TIMEOUTS_MS, AiFailure, withDeadline, type WorkersAiEnv } from "~/lib/workers-ai.server";
import type { ChatRequest } from "./ai-requests";
import { chatMessages } from "./assistant-prompt.server";

/** The chat model on the Workers AI path (AI_MODE=workers-ai), named by CHAT_MODEL. */
const CHAT_SETTINGS = { maxOutputTokens: 600, temperature: 0.3, maxRetries: 1 } as const;

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
    model: workersAiModel(env, modelName),
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
