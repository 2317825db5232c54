import type { ModelMessage } from "ai";
import { contactHref } from "~/lib/links";
import { MOTOR_CONTROL } from "~/content/motor-control";
import { PUBLIC_ROUTES } from "~/content/public-routes";
import { SITE } from "~/content/site";
import { SWIFT_DEVELOPMENT } from "~/content/swift-development";
import type { Passage } from "./site-knowledge";
import { ASK_AN_ENGINEER, NOT_COVERED_REPLY } from "./not-covered-reply";
import type { ChatRequest } from "./ai-requests";

/** A link as replies write it: a readable label, then the site path (docs/assistant.md). */
export const markdownLink = (label: string, path: string) => `[${label}](${path})`;

export const GENERAL_CONTACT_HREF = contactHref("Project Inquiry");
export const QUOTATION_CONTACT_HREF = contactHref("Quotation Request");

/** The enquiry forms the topic pages link, with the subject they prefill, and the questions they suit. */
export const TOPIC_FORMS = [
  {
    name: SWIFT_DEVELOPMENT.hero.title,
    href: SWIFT_DEVELOPMENT.cta.links[0]!.href,
    pattern: /\bswift\b|fast[- ]?track|eligib/i,
  },
  {
    name: MOTOR_CONTROL.hero.eyebrow,
    href: MOTOR_CONTROL.hero.cta.href,
    pattern: /\bmotors?\b|\bbldc\b|brushless|stepper|servo/i,
  },
] as const;

/**
 * The page's text as the model reads it: each page under its address, each passage under the
 * heading it stands under on the page.
 */
function siteText(passages: readonly Passage[]): string[] {
  const lines: string[] = [];
  let path = "";
  let heading = "";
  for (const passage of passages) {
    if (passage.path !== path) lines.push("", `Page "${passage.page}" (${passage.path}):`);
    if (passage.path !== path || passage.heading !== heading) lines.push(`${passage.heading}:`);
    lines.push(`- ${passage.text}`);
    ({ path, heading } = passage);
  }
  return lines;
}

/**
 * The model's instructions: how to answer, the pages and forms it may link, and every passage of
 * every public page (about 40,000 characters, some 10,000 tokens of the chat model's 131,000:
 * decision 0070), so every fact the site states is there however a visitor words the question
 * (decision 0049). Built with the knowledge, when the site's text changes, not per request.
 */
export function assistantInstructions(passages: readonly Passage[]): string {
  return [
    `You are ${SITE.assistantName}, the assistant on the website of ${SITE.name}. You help visitors with electronic design, Swift Development and other enquiries.`,
    "Answer the question asked, concisely: at most 120 words, in British English. Use only the site's content below.",
    `If it does not answer the question (prices or rates, contracts and terms, anything the site does not state, or a subject unrelated to ${SITE.name}), do not guess and do not quote an unrelated passage: reply with exactly this sentence, and nothing from the site's content: "${NOT_COVERED_REPLY}" You may add the quotation form link for a question about prices. Mention "${ASK_AN_ENGINEER}" only in that reply.`,
    `Never invent prices, timelines, clients, certifications or claims. Links: write them as Markdown links with a readable label, for example ${markdownLink("the quotation form", QUOTATION_CONTACT_HREF)} or ${markdownLink("our Swift Development page", "/swift-development")}, and link only the pages and contact form links listed below or ${markdownLink(SITE.email, `mailto:${SITE.email}`)}; never any other site. For a project enquiry, link the contact form with the matching subject.`,
    "",
    "Pages:",
    ...PUBLIC_ROUTES.filter((route) => !route.aliasOf).map((route) => `- ${markdownLink(route.name, route.path)}`),
    `- Voice idea recorder (Speak Your Vision): ${markdownLink("the voice recorder", "/about#speak-your-vision")}`,
    "",
    "Contact form links with a prefilled subject:",
    ...TOPIC_FORMS.map((form) => `- ${form.name}: ${markdownLink(`the ${form.name} enquiry form`, form.href)}`),
    `- Prices or a quotation: ${markdownLink("the quotation form", QUOTATION_CONTACT_HREF)}`,
    `- Anything else: ${markdownLink("the contact form", GENERAL_CONTACT_HREF)}`,
    "",
    "The site's content, page by page, each page with its address:",
    ...siteText(passages),
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
