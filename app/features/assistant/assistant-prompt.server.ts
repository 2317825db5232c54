import type { ModelMessage } from "ai";
import {
  COMPANY_FACTS,
  GENERAL_CONTACT_HREF,
  QUESTION_CONTACT_HREF,
  QUOTATION_CONTACT_HREF,
  SITE_PAGES,
  TOPIC_ROUTES,
} from "./site-knowledge";
import { SITE } from "~/content/site";
import type { ChatRequest, TopicRequest } from "./ai-requests";
import { searchSite } from "./site-search.server";

/** Passages retrieved for a question and put into the assistant's instructions. */
const GROUNDING_PASSAGES = 6;

/**
 * The assistant's instructions: the company's facts, the pages it may link to and the site
 * passages that match the question, all from the content modules the pages render.
 */
export function assistantSystemPrompt(question: string): string {
  // The strongest passages even when several come from one page: a question about a page's list
  // and its rule needs both.
  const passages = searchSite(question, GROUNDING_PASSAGES, { onePerPage: false, floor: 0.2 });
  return [
    `You are ${SITE.assistantName}, the assistant on the website of ${SITE.name}. You help visitors with electronic design, Swift Development and other enquiries.`,
    "Answer in at most 120 words, in plain text, in British English. Use only the facts and passages below; if they do not answer the question, say so and suggest the contact form. Never invent prices, timelines, clients or claims.",
    `If the question has nothing to do with ${SITE.name}, electronics or the visitor's project (weather, sport, recipes, jokes, general coding help and the like), do not answer it: reply in one or two sentences starting "I can help with", naming what this site covers (our services, techniques, Swift Development, motor control design, blog and FAQs, where we work, how to get in touch), and give ${QUESTION_CONTACT_HREF}.`,
    "When you refer to a page, write its path exactly as listed (for example /swift-development), so the visitor gets a link. For a project enquiry, give the contact form link with the matching subject.",
    "",
    "Company facts:",
    ...COMPANY_FACTS.map((fact) => `- ${fact}`),
    "",
    "Pages:",
    ...SITE_PAGES.map((page) => `- ${page.name}: ${page.path}`),
    "",
    "Contact form links with a prefilled subject:",
    ...TOPIC_ROUTES.flatMap((route) => (route.contactHref ? [`- ${route.name}: ${route.contactHref}`] : [])),
    `- Prices or a quotation: ${QUOTATION_CONTACT_HREF}`,
    `- Anything else: ${GENERAL_CONTACT_HREF}`,
    "",
    "Site passages that match the question:",
    ...(passages.length
      ? passages.map((passage) => `- (${passage.path}) ${passage.title}: ${passage.text}`)
      : ["- none found"]),
  ].join("\n");
}

/** The kept turns as model messages, starting at the first visitor turn (the greeting is dropped). */
export function chatMessages({ message, history }: ChatRequest): ModelMessage[] {
  const firstUserTurn = history.findIndex((turn) => turn.type === "user");
  const turns = firstUserTurn === -1 ? [] : history.slice(firstUserTurn);
  return [
    ...turns.map((turn): ModelMessage => ({ role: turn.type === "user" ? "user" : "assistant", content: turn.text })),
    { role: "user", content: message },
  ];
}

export const TOPIC_SYSTEM_PROMPT = [
  `You write blog topic ideas for ${SITE.name}, an electronics design and embedded-systems consultancy.`,
  "Return 5 to 8 specific, engaging blog post titles. Every title must mention the visitor's keywords.",
  "Also return mermaid_code: a Mermaid mindmap (first line: mindmap) with the keywords as the root and the topics grouped into a few themes.",
  "In mindmap node text use only letters, digits, spaces and the punctuation , . ' & ? ! + / -; no brackets, quotes or colons inside node text.",
].join("\n");

export function topicPrompt(request: TopicRequest): string {
  return [
    `Keywords: ${request.keywords}`,
    `Industry: ${request.industry || "not given"}`,
    `Niche: ${request.niche || "not given"}`,
    `Product details: ${request.product_details || "not given"}`,
    `Reader interests: ${request.user_interests || "not given"}`,
  ].join("\n");
}
