import type { UIMessage } from "ai";
import { hasForbiddenCharacters, notAllowedMessage } from "~/lib/visitor-text";

/**
 * Request shapes and limits of the two AI endpoints. Shared by the Worker, which enforces them, and the
 * browser, which uses the same limits on its inputs.
 */
export const AI_LIMITS = {
  /** Bodies are read up to this many bytes, whatever the Content-Length header says. */
  bodyBytes: 16 * 1024,
  fieldChars: 500,
  messageChars: 2000,
  /** Earlier messages the widget sends and the model sees, newest last. */
  historyTurns: 6,
} as const;

/**
 * The AI service could not be reached (or the code that calls it could not be fetched). Here,
 * not in ai-client.ts, so a page can tell this failure apart before it has loaded that module.
 */
export class AiNetworkError extends Error {}

export const KEYWORDS_REQUIRED_TEXT = "Please enter some keywords to generate topics.";

export interface ChatTurn {
  type: "user" | "bot";
  text: string;
}

export interface ChatRequest {
  message: string;
  history: ChatTurn[];
}

/** `kind` says which characters a field accepts; the widget's only textarea is multi-line. */
export const TOPIC_FIELDS = [
  { name: "keywords", label: "Keywords", kind: "single-line" },
  { name: "industry", label: "Industry", kind: "single-line" },
  { name: "niche", label: "Niche", kind: "single-line" },
  { name: "product_details", label: "Product details", kind: "multi-line" },
  { name: "user_interests", label: "User interests", kind: "single-line" },
] as const;

export type TopicField = (typeof TOPIC_FIELDS)[number]["name"];
export type TopicRequest = Record<TopicField, string>;

/** How the chat message is named in messages about it. */
export const CHAT_MESSAGE_LABEL = "Your message";

/**
 * The browser's own check of the characters in a chat message (one line), with the message the
 * server would answer, or undefined.
 */
export function chatMessageProblem(message: string): string | undefined {
  return hasForbiddenCharacters(message.trim(), "single-line") ? notAllowedMessage(CHAT_MESSAGE_LABEL) : undefined;
}

/** A page of the site an answer drew on. */
export interface SourcePage {
  name: string;
  path: string;
}

/**
 * What a chat reply says about itself, as its message metadata in the UI message stream: who
 * answered, whether it answers from the site's content (false when the site does not cover the
 * question) and the pages whose words it gives (offline answers only).
 */
export interface ReplyMetadata {
  source: AiSource;
  covered: boolean;
  pages: SourcePage[];
}

/** A chat message as the panel's useChat holds it and the server's stream sends it. */
export type ChatUIMessage = UIMessage<ReplyMetadata>;

export interface TopicIdeas {
  blog_topics: string[];
  mermaid_code: string;
}

export interface TopicResponse extends TopicIdeas {
  source: AiSource;
}

/**
 * Which generator answered: Workers AI, the offline one because AI_MODE=local, or the offline one
 * because Workers AI failed ("local-fallback"). The widgets label both offline answers.
 */
export const AI_SOURCES = ["workers-ai", "local", "local-fallback"] as const;
export type AiSource = (typeof AI_SOURCES)[number];
