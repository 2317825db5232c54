import { AI_SOURCES, AiNetworkError, type AiSource, type TopicRequest, type TopicResponse } from "./ai-requests";
import { BOT_CHECK_HEADER } from "~/features/bot-check";

/**
 * The browser side of /api/blog-topic-generator, and what the chat's transport (chat-transport.ts)
 * shares with it. Failures are thrown: an AiNetworkError when the service could not be reached,
 * otherwise an Error whose message says what went wrong (the server's `error` field when there is one).
 */

const TOPICS_UNEXPECTED_RESPONSE = "The topic generator sent an unexpected response.";

/** fetch, with a failure to reach the service thrown as an AiNetworkError. */
export async function reach(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    throw new AiNetworkError(error instanceof Error ? error.message : String(error));
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON answer; an `error` field, an error status or a body that is not JSON is thrown. */
export async function readJsonAnswer(response: Response, unexpected: string): Promise<Record<string, unknown>> {
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
export const sourceOf = (data: Record<string, unknown>): AiSource =>
  AI_SOURCES.find((source) => source === data.source) ?? "local";

/** Topics and the diagram text as sent; the diagram view judges the diagram itself. */
export interface TopicAnswer {
  blog_topics: string[];
  mermaid_code: unknown;
  source: TopicResponse["source"];
}

/** POSTs the request with its single-use bot-check token (docs/decisions/0040). */
export async function requestTopicIdeas(request: TopicRequest, botCheckToken: string): Promise<TopicAnswer> {
  const response = await reach("/api/blog-topic-generator", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", [BOT_CHECK_HEADER]: botCheckToken },
    body: JSON.stringify(request),
  });
  const data = await readJsonAnswer(response, TOPICS_UNEXPECTED_RESPONSE);
  const topics = data.blog_topics;
  if (!Array.isArray(topics) || topics.length === 0 || !topics.every((topic) => typeof topic === "string")) {
    throw new Error(TOPICS_UNEXPECTED_RESPONSE);
  }
  return { blog_topics: topics, mermaid_code: data.mermaid_code, source: sourceOf(data) };
}
