import { reach, readJsonAnswer, sourceOf } from "~/lib/ai";
import { BOT_CHECK_HEADER } from "~/features/bot-check";
import type { TopicRequest, TopicResponse } from "./topic-requests";

/**
 * The browser side of POST /api/blog-topic-generator. Failures are thrown: an AiNetworkError when
 * the service could not be reached, otherwise an Error whose message says what went wrong (the
 * server's `error` field when there is one).
 */
const TOPICS_UNEXPECTED_RESPONSE = "The topic generator sent an unexpected response.";

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
