import type { ModelMessage } from "ai";
import {
  COMPANY_FACTS,
  GENERAL_CONTACT_HREF,
  markdownLink,
  pagePathOf,
  QUOTATION_CONTACT_HREF,
  SITE_PAGES,
  SITE_PASSAGES,
  TOPIC_ROUTES,
  type KnowledgePassage,
} from "./site-knowledge";
import { ASK_AN_ENGINEER, NOT_COVERED_REPLY } from "./not-covered-reply";
import { SITE } from "~/content/site";
import type { ChatRequest, TopicRequest } from "./ai-requests";

/**
 * The site's whole copy, page by page, for the model to answer from: about 37,000 characters (some
 * 9,000 tokens), well within the chat model's context of 128,000. Every fact the site states is in
 * it, however a visitor words the question; search picked six passages before, and missed the right
 * one for three in ten questions worded by a stranger (decision 0048). A card the index also keeps
 * on its own (site-knowledge.ts) is given once, in its section.
 */
function siteContent(): string[] {
  const pages = new Map<string, KnowledgePassage[]>();
  for (const passage of SITE_PASSAGES) {
    const path = pagePathOf(passage);
    pages.set(path, [...(pages.get(path) ?? []), passage]);
  }
  const statement = (passage: KnowledgePassage) => `${passage.title}: ${passage.text}`;
  return [...pages].flatMap(([path, passages]) => [
    "",
    `${passages[0]!.source} (${path}):`,
    ...passages
      .filter((passage) => !passages.some((other) => other !== passage && other.text.includes(statement(passage))))
      .map((passage) => `- ${passage.path === path ? "" : `(${passage.path}) `}${statement(passage)}`),
  ]);
}

let systemPrompt: string | undefined;

/**
 * The assistant's instructions: the company's facts, the pages it may link to and the site's
 * copy, all from the content modules the pages render. The same for every question, so it is
 * built on first use, not when the Worker starts.
 */
export function assistantSystemPrompt(): string {
  systemPrompt ??= [
    `You are ${SITE.assistantName}, the assistant on the website of ${SITE.name}. You help visitors with electronic design, Swift Development and other enquiries.`,
    "Answer the question asked, concisely: at most 120 words, in British English. Use only the company facts and the site's content below.",
    `If they do not answer the question (prices or rates, contracts and terms, anything the site does not state, or a subject unrelated to ${SITE.name}), do not guess and do not quote an unrelated passage: reply with exactly this sentence, and nothing from the site's content: "${NOT_COVERED_REPLY}" You may add the quotation form link for a question about prices. Mention "${ASK_AN_ENGINEER}" only in that reply.`,
    `Never invent prices, timelines, clients, certifications or claims. Links: write them as Markdown links with a readable label, for example ${markdownLink("the quotation form", QUOTATION_CONTACT_HREF)} or ${markdownLink("our Swift Development page", "/swift-development")}, and link only the pages and contact form links listed below or ${markdownLink(SITE.email, `mailto:${SITE.email}`)}; never any other site. For a project enquiry, link the contact form with the matching subject.`,
    "",
    "Company facts:",
    ...COMPANY_FACTS.map((fact) => `- ${fact}`),
    "",
    "Pages:",
    ...SITE_PAGES.map((page) => `- ${markdownLink(page.name, page.path)}`),
    "",
    "Contact form links with a prefilled subject:",
    ...TOPIC_ROUTES.flatMap((route) =>
      route.contactHref
        ? [`- ${route.name}: ${markdownLink(`the ${route.name} enquiry form`, route.contactHref)}`]
        : [],
    ),
    `- Prices or a quotation: ${markdownLink("the quotation form", QUOTATION_CONTACT_HREF)}`,
    `- Anything else: ${markdownLink("the contact form", GENERAL_CONTACT_HREF)}`,
    "",
    "The site's content, page by page, each page with its address:",
    ...siteContent(),
  ].join("\n");
  return systemPrompt;
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
