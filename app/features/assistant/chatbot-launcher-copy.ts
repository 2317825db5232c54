import { SITE } from "~/content/site";

/**
 * The launcher's own text, on every page; the rest of the widget's text comes with the panel's
 * code when the chat is first opened (chatbot-copy.ts).
 */
export const CHATBOT_LAUNCHER_COPY = {
  openLabel: `Chat with ${SITE.assistantName}`,
  closeLabel: `Close the chat with ${SITE.assistantName}`,
  loadingPanel: "Opening the chat...",
  defaultError: "Could not connect to the chatbot service. Please check your internet connection or try again later.",
} as const;
