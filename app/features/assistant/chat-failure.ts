import { CHATBOT_COPY } from "./chatbot-copy";
import { AiNetworkError } from "./ai-requests";

/** What the visitor reads, in the chat and in the toast, when a reply fails. */
export function chatFailureText(error: unknown): string {
  if (error instanceof AiNetworkError) return CHATBOT_COPY.networkError;
  if (error instanceof Error && error.message) return `${CHATBOT_COPY.errorPrefix}${error.message}`;
  return CHATBOT_COPY.defaultError;
}
