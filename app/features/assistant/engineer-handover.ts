import type { ChatTurn } from "./ai-requests";
import { CHATBOT_COPY } from "./chatbot-copy";
import { splitReplyLinks } from "./reply-links";
import { CONTACT_MESSAGE_MAX_CHARS, contactPrefillNavigation } from "~/features/contact/contact-prefill.entry";
import { firstCharacters } from "~/lib/visitor-text";

/**
 * "Ask an engineer": the chat's question becomes an enquiry without retyping. The contact form
 * opens with a subject, the visitor's last question as the message and, only when the visitor
 * ticked "Include this conversation", the conversation from their first question on, as plain
 * text. Nothing is sent: the visitor reads, completes and submits the form.
 */

const length = (text: string) => Array.from(text).length;

/** A turn as plain text: a reply shows its links' labels, as the visitor read it in the chat. */
function turnLine({ type, text }: ChatTurn): string {
  if (type === "user") return `${CHATBOT_COPY.visitorSpeaker}: ${text}`;
  const plain = splitReplyLinks(text)
    .map((segment) => segment.text)
    .join("");
  return `${CHATBOT_COPY.title}: ${plain}`;
}

/**
 * The message to prefill: the last question, and the conversation when asked for. A
 * conversation longer than the contact form takes loses its oldest turns, with a note saying
 * so (and, should even the newest turn be too long, that turn is cut and ends with "…").
 */
export function handoverMessage(turns: readonly ChatTurn[], includeConversation: boolean): string {
  const question = turns.findLast((turn) => turn.type === "user")?.text ?? "";
  if (!includeConversation) return firstCharacters(question, CONTACT_MESSAGE_MAX_CHARS);

  // The greeting before the first question says nothing about the enquiry.
  const firstQuestion = turns.findIndex((turn) => turn.type === "user");
  let lines = turns.slice(Math.max(firstQuestion, 0)).map(turnLine);
  const head = `${question}\n\n${CHATBOT_COPY.conversationHeading}`;
  const compose = (kept: readonly string[], cut: boolean) =>
    [head, ...(cut ? [CHATBOT_COPY.conversationCut] : []), ...kept].join("\n\n");

  let cut = false;
  while (lines.length > 0 && length(compose(lines, cut)) > CONTACT_MESSAGE_MAX_CHARS) {
    lines = lines.slice(1);
    cut = true;
  }
  if (lines.length > 0 || !cut) return compose(lines, cut);
  // Not even the newest turn fits whole: as much of it as fits.
  const newest = turnLine(turns.at(-1)!);
  const room = CONTACT_MESSAGE_MAX_CHARS - length(compose([""], true)) - 1;
  return compose([`${firstCharacters(newest, room).trimEnd()}…`], true);
}

/** Where "Ask an engineer" goes: the contact form, prefilled (contact-prefill.entry.ts). */
export function engineerHandover(turns: readonly ChatTurn[], includeConversation: boolean) {
  return contactPrefillNavigation({
    subject: CHATBOT_COPY.handoverSubject,
    inquiryType: "General Question",
    message: handoverMessage(turns, includeConversation),
  });
}
