import {
  GENERAL_CONTACT_HREF,
  QUESTION_CONTACT_HREF,
  QUOTATION_CONTACT_HREF,
  TOPIC_ROUTES,
  type KnowledgePassage,
} from "./site-knowledge";
import { SITE } from "~/content/site";
import { searchSite } from "./site-search.server";

/**
 * The offline assistant (AI_MODE=local): answers from the site's own content by quoting the
 * passages that best match the question and linking their pages, and routes enquiries about
 * Swift Development, motor control or getting in touch to the right page or a prefilled
 * contact form. No model is involved.
 */
const QUOTE_MAX_CHARS = 320;
const PASSAGES_PER_REPLY = 2;

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/i;
const THANKS = /^(thanks|thank you|cheers|great|perfect)\b/i;
const CONTACT_INTENT =
  /\b(contact|get in touch|e-?mail|phone|call|talk to|speak to|reach|hire|quote|quotation|price|pricing|cost|costs|start a project|enquir|inquir)/i;
const QUOTE_INTENT = /\b(quote|quotation|price|pricing|cost|costs)\b/i;

/** Cuts a passage at a sentence end near the limit, so a quote reads as whole sentences. */
export function quotePassage(text: string, maxChars = QUOTE_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "), cut.lastIndexOf("! "));
  return sentenceEnd > maxChars / 3 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}

function quoteLine(passage: KnowledgePassage): string {
  // FAQ passages are a question and its answer; both make the quote self-explanatory.
  const quote = passage.title.endsWith("?") ? `${passage.title} ${passage.text}` : passage.text;
  return `From ${passage.source}: "${quotePassage(quote)}" — see ${passage.path}`;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function answerFromSite(message: string): string {
  const question = message.trim();
  if (wordCount(question) <= 3 && GREETING.test(question)) {
    return `Hello! I'm ${SITE.assistantName}. Ask me about our services, techniques, Swift Development, motor control design or how to get in touch, and I'll point you to the right page.`;
  }
  if (wordCount(question) <= 4 && THANKS.test(question)) {
    return `You're welcome! If you'd like to talk to an engineer, the contact form is at ${QUESTION_CONTACT_HREF}.`;
  }

  const passages = searchSite(question, PASSAGES_PER_REPLY);
  const routes = TOPIC_ROUTES.filter((route) => route.pattern.test(question));
  const lines = passages.map(quoteLine);

  for (const route of routes) {
    if (!passages.some((passage) => passage.path === route.path)) {
      lines.push(`More about ${route.name}: ${route.path}`);
    }
  }

  const topicContactHref = routes.map((route) => route.contactHref).find(Boolean);
  if (CONTACT_INTENT.test(question) || topicContactHref) {
    const href = QUOTE_INTENT.test(question) ? QUOTATION_CONTACT_HREF : (topicContactHref ?? GENERAL_CONTACT_HREF);
    lines.push(`To discuss your project with our engineers, use ${href} or e-mail ${SITE.email}.`);
  }

  if (lines.length === 0) {
    return [
      "I couldn't find that in our site content.",
      "Our services are at /services, our techniques at /techniques and answers to common questions at /help-connect/faqs.",
      `You can also ask our engineers directly: ${QUESTION_CONTACT_HREF}`,
    ].join("\n");
  }
  return lines.join("\n\n");
}
