import type { UIMessage } from "ai";
import type { AiSource } from "~/lib/ai";
import { hasForbiddenCharacters, notAllowedMessage } from "~/lib/visitor-text";

/**
 * The chat's request and reply shapes, shared by the Worker, which checks them, and the panel.
 * The limits both AI endpoints share are in ~/lib/ai.
 */
export interface ChatTurn {
  type: "user" | "bot";
  text: string;
}

export interface ChatRequest {
  message: string;
  history: ChatTurn[];
}

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
