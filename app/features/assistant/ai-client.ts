import { EventSourceParserStream, type EventSourceMessage } from "eventsource-parser/stream";
import {
  AI_SOURCES,
  AiNetworkError,
  type AiSource,
  type ChatRequest,
  type ChatResponse,
  type SourcePage,
  type TopicRequest,
  type TopicResponse,
} from "./ai-requests";
import { BOT_CHECK_HEADER } from "~/features/bot-check";

/**
 * The browser side of /api/chatbot and /api/blog-topic-generator. Failures are thrown: an
 * AiNetworkError when the service could not be reached, otherwise an Error whose message
 * says what went wrong (the server's `error` field when there is one).
 */
export { AiNetworkError };

export const CHAT_UNEXPECTED_RESPONSE = "Received an unexpected response from the chatbot.";
const TOPICS_UNEXPECTED_RESPONSE = "The topic generator sent an unexpected response.";

/** POSTs JSON with the request's bot-check token, which is single-use (docs/decisions/0040). */
async function post(path: string, body: unknown, accept: string, botCheckToken: string): Promise<Response> {
  try {
    return await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: accept, [BOT_CHECK_HEADER]: botCheckToken },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new AiNetworkError(error instanceof Error ? error.message : String(error));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON answer; an `error` field, an error status or a body that is not JSON is thrown. */
async function readJsonAnswer(response: Response, unexpected: string): Promise<Record<string, unknown>> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new Error(response.ok ? unexpected : `The service answered with status ${response.status}.`);
  }
  if (isRecord(data) && typeof data.error === "string" && data.error) throw new Error(data.error);
  if (!response.ok) throw new Error(`The service answered with status ${response.status}.`);
  if (!isRecord(data)) throw new Error(unexpected);
  return data;
}

/** An answer that does not name a known generator is labelled as offline rather than passed off as AI. */
const sourceOf = (data: Record<string, unknown>): AiSource =>
  AI_SOURCES.find((source) => source === data.source) ?? "local";

/** What an answer says about itself: covered unless it says otherwise, and the site pages it names. */
function replyFacts(data: Record<string, unknown>): Pick<ChatResponse, "covered" | "pages"> {
  const pages = Array.isArray(data.pages) ? data.pages : [];
  return {
    covered: data.covered !== false,
    pages: pages.filter(
      (page): page is SourcePage =>
        isRecord(page) &&
        typeof page.name === "string" &&
        typeof page.path === "string" &&
        /^\/(?![/\\])/.test(page.path),
    ),
  };
}

function eventPayload(data: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(data);
    if (isRecord(parsed)) return parsed;
  } catch {
    // Reported below as an unexpected response.
  }
  throw new Error(CHAT_UNEXPECTED_RESPONSE);
}

async function readReplyStream(
  body: ReadableStream<Uint8Array>,
  onText: (textSoFar: string) => void,
): Promise<ChatResponse> {
  // Server-sent events as the standard reads them (event and data lines, comments, CRLF, events
  // split across network chunks), by eventsource-parser.
  // (TypeScript's DOM types cannot match a byte stream with TextDecoderStream's BufferSource input.)
  const decoder = new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>;
  const reader = body.pipeThrough(decoder).pipeThrough(new EventSourceParserStream()).getReader();
  let reply = "";
  for (;;) {
    let chunk: ReadableStreamReadResult<EventSourceMessage>;
    try {
      chunk = await reader.read();
    } catch (error) {
      throw new AiNetworkError(error instanceof Error ? error.message : String(error));
    }
    if (chunk.done) break;
    const { event = "message", data } = chunk.value;
    const payload = eventPayload(data);
    if (event === "delta" && typeof payload.text === "string") {
      reply += payload.text;
      onText(reply);
    } else if (event === "error") {
      throw new Error(typeof payload.error === "string" && payload.error ? payload.error : CHAT_UNEXPECTED_RESPONSE);
    } else if (event === "done") {
      if (!reply.trim()) throw new Error(CHAT_UNEXPECTED_RESPONSE);
      return { reply, source: sourceOf(payload), ...replyFacts(payload) };
    }
  }
  throw new Error(CHAT_UNEXPECTED_RESPONSE);
}

/** Asks for a streamed reply; `onText` sees the reply grow. Servers may also answer with JSON. */
export async function requestChatReply(
  request: ChatRequest,
  onText: (textSoFar: string) => void,
  botCheckToken: string,
): Promise<ChatResponse> {
  const response = await post("/api/chatbot", request, "text/event-stream, application/json", botCheckToken);
  if (response.ok && response.body && (response.headers.get("Content-Type") ?? "").includes("text/event-stream")) {
    return readReplyStream(response.body, onText);
  }
  const data = await readJsonAnswer(response, CHAT_UNEXPECTED_RESPONSE);
  if (typeof data.reply !== "string" || !data.reply.trim()) throw new Error(CHAT_UNEXPECTED_RESPONSE);
  return { reply: data.reply, source: sourceOf(data), ...replyFacts(data) };
}

/** Topics and the diagram text as sent; the diagram view judges the diagram itself. */
export interface TopicAnswer {
  blog_topics: string[];
  mermaid_code: unknown;
  source: TopicResponse["source"];
}

export async function requestTopicIdeas(request: TopicRequest, botCheckToken: string): Promise<TopicAnswer> {
  const response = await post("/api/blog-topic-generator", request, "application/json", botCheckToken);
  const data = await readJsonAnswer(response, TOPICS_UNEXPECTED_RESPONSE);
  const topics = data.blog_topics;
  if (!Array.isArray(topics) || topics.length === 0 || !topics.every((topic) => typeof topic === "string")) {
    throw new Error(TOPICS_UNEXPECTED_RESPONSE);
  }
  return { blog_topics: topics, mermaid_code: data.mermaid_code, source: sourceOf(data) };
}
