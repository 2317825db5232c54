import { SITE } from "~/content/site";
import { CHATBOT_LAUNCHER_COPY } from "./chatbot-launcher-copy";
import { ASK_AN_ENGINEER } from "./not-covered-reply";

/** Visible text of the chatbot widget. */
export const CHATBOT_COPY = {
  ...CHATBOT_LAUNCHER_COPY,
  title: SITE.assistantName,
  greeting: `Hello! I'm ${SITE.assistantName}, your assistant at ${SITE.name}. I can help with electronic design, Swift Development or any other inquiries. What would you like to know?`,
  thinking: `${SITE.assistantName} is thinking...`,
  inputLabel: "Your message",
  inputPlaceholder: "Ask about our services, Swift Development...",
  sendLabel: "Send message",
  localSourceLabel: "Answer from site content",
  fallbackSourceLabel: "The AI service is unavailable right now, so this answer comes from our site content.",
  errorToastTitle: "Chatbot Error",
  errorToastDuration: 7000,
  errorPrefix: "Sorry, an error occurred: ",
  /** The hand-over to the contact form; the "not covered" reply names this button. */
  askEngineer: ASK_AN_ENGINEER,
  includeConversation: "Include this conversation",
  handoverHint: "Opens the contact form with your question. Nothing is sent until you submit it.",
  handoverSubject: "Question for an engineer",
  conversationHeading: `Our conversation with ${SITE.assistantName}:`,
  visitorSpeaker: "Me",
  conversationCut: "(Earlier messages are left out: the whole conversation is longer than a message can be.)",
  networkError:
    "There was a network problem connecting to the chatbot service. This could be a temporary issue. Please try again shortly.",
} as const;
