import { DefaultChatTransport } from "ai";
import { AI_LIMITS, AiNetworkError, isRecord, reach, readJsonAnswer, sourceOf } from "~/lib/ai";
import type { ChatTurn, ChatUIMessage, ReplyMetadata, SourcePage } from "./ai-requests";
import { CHATBOT_COPY } from "./chatbot-copy";
import { BOT_CHECK_HEADER } from "~/features/bot-check";

/**
 * The chat panel's side of POST /api/chatbot, for useChat: each message goes as the server's
 * schema expects it, { message, history }, with a fresh single-use bot-check token
 * (docs/decisions/0040), and the reply comes back as the AI SDK's UI message stream. Failures reach
 * useChat's onError: an AiNetworkError when the service could not be reached, otherwise an Error
 * whose message says what went wrong (the server's `error` field when there is one).
 */
export const CHAT_UNEXPECTED_RESPONSE = "Received an unexpected response from the chatbot.";

export const textOf = (message: ChatUIMessage): string =>
  message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");

/** The conversation as the server and the hand-over read it. */
export const turnsOf = (messages: readonly ChatUIMessage[]): ChatTurn[] =>
  messages.map((message) => ({ type: message.role === "user" ? "user" : "bot", text: textOf(message) }));

/** A reply stream goes on to useChat; any other answer is read for its error, which is thrown. */
async function fetchReplyStream(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await reach(input, init);
  if (response.ok && (response.headers.get("Content-Type") ?? "").includes("text/event-stream")) return response;
  await readJsonAnswer(response, CHAT_UNEXPECTED_RESPONSE);
  throw new Error(CHAT_UNEXPECTED_RESPONSE);
}

/** The last message is the question; up to AI_LIMITS.historyTurns before it go as its history. */
export function chatTransport(botCheckToken: () => Promise<string>) {
  return new DefaultChatTransport<ChatUIMessage>({
    api: "/api/chatbot",
    fetch: fetchReplyStream,
    prepareSendMessagesRequest: async ({ messages }) => {
      const history = turnsOf(messages);
      const message = history.pop()?.text ?? "";
      return {
        headers: { [BOT_CHECK_HEADER]: await botCheckToken() },
        body: { message, history: history.slice(-AI_LIMITS.historyTurns) },
      };
    },
  });
}

/**
 * What a finished reply says about itself, from its metadata: its source (an unknown one counts as
 * offline rather than AI), covered unless it says otherwise, and only the same-site pages it names.
 * Undefined when the reply carries none, as one cut off before its finish part.
 */
export function replyFacts(metadata: unknown): ReplyMetadata | undefined {
  if (!isRecord(metadata)) return undefined;
  const pages = Array.isArray(metadata.pages) ? metadata.pages : [];
  return {
    source: sourceOf(metadata),
    covered: metadata.covered !== false,
    pages: pages.filter(
      (page): page is SourcePage =>
        isRecord(page) &&
        typeof page.name === "string" &&
        typeof page.path === "string" &&
        /^\/(?![/\\])/.test(page.path),
    ),
  };
}

/** What the visitor reads, in the chat and in the toast, when a reply fails. */
export function chatFailureText(error: unknown): string {
  if (error instanceof AiNetworkError) return CHATBOT_COPY.networkError;
  if (error instanceof Error && error.message) return `${CHATBOT_COPY.errorPrefix}${error.message}`;
  return CHATBOT_COPY.defaultError;
}
