import {
  GENERAL_CONTACT_HREF,
  QUESTION_CONTACT_HREF,
  QUOTATION_CONTACT_HREF,
  TOPIC_ROUTES,
  type KnowledgePassage,
} from "./site-knowledge";
import { SITE } from "~/content/site";
import { hasSiteMatch, searchSite } from "./site-search.server";

/**
 * The offline assistant (AI_MODE=local): answers from the site's own content by quoting the
 * passages that best match the question and linking their pages, and routes enquiries about
 * Swift Development, motor control or getting in touch to the right page or a prefilled
 * contact form. No model is involved.
 */
const QUOTE_MAX_CHARS = 320;
/** A passage this short is quoted whole: lists of criteria or features only make sense complete. */
const WHOLE_PASSAGE_MAX_CHARS = 600;
const PASSAGES_PER_REPLY = 2;

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/i;
const THANKS = /^(thanks|thank you|cheers|great|perfect)\b/i;
const CONTACT_INTENT =
  /\b(contact|get in touch|e-?mail|phone|call|talk to|speak to|reach|hire|quote|quotation|price|pricing|cost|costs|start a project|enquir|inquir)/i;
const QUOTE_INTENT = /\b(quote|quotation|price|pricing|cost|costs)\b/i;

/**
 * Requests no page of the site can answer. A question that also names the site's own subjects
 * ("Can your motor controller read the weather station?") is answered normally.
 */
const OFF_TOPIC =
  /\b(weather|forecast|football|soccer|rugby|cricket|tennis|golf|sports?|recipes?|cook(ing)?|bake|joke|funny|poem|song|lyrics|movies?|films?|tv|netflix|capital of|news|stock market|stocks|shares|bitcoin|crypto|horoscope|celebrit\w*|holiday|travel|dating)\b|\b(write|give|make|generate)\b.*\b(python|javascript|typescript|java|sql|html|css|php|essay|story)\b/i;
const SITE_SUBJECT =
  /\b(electronic\w*|circuit\w*|pcb\w*|boards?|firmware|embedded|microcontroller\w*|mcu|fpga|motor\w*|swift|protocol|prototyp\w*|hardware|sensors?|tetra)\b/i;

/** What the assistant covers, for replies to questions it cannot answer. */
const CAN_HELP_WITH = `I can help with questions about ${SITE.name}: our services, techniques, Swift Development, motor control design, blog and FAQs, where we work and how to get in touch.`;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** How many of the question's longer words (compared by their first five letters) a sentence uses. */
function overlap(sentence: string, questionStems: ReadonlySet<string>): number {
  return new Set(wordsOf(sentence).filter((word) => word.length > 2 && questionStems.has(word.slice(0, 5)))).size;
}

const sentencesOf = (text: string) => text.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)?.map((part) => part.trim()) ?? [text];

/**
 * The part of a passage worth quoting: the whole passage when it is short; for a long list of
 * cards or steps, their names plus the sentence that best matches the question; otherwise the
 * sentences that share most words with the question, in their original order.
 */
export function passageQuote(passage: KnowledgePassage, question: string): string {
  // FAQ passages are a question and its answer; both make the quote self-explanatory.
  const full = (
    passage.title.endsWith("?")
      ? `${passage.title} ${passage.text}`
      : passage.quoteTitle
        ? `${passage.title}: ${passage.text}`
        : passage.text
  )
    .replace(/\s+/g, " ")
    .trim();
  if (full.length <= WHOLE_PASSAGE_MAX_CHARS) return full;

  const stems = new Set(
    wordsOf(question)
      .filter((word) => word.length > 2)
      .map((word) => word.slice(0, 5)),
  );
  const ranked = sentencesOf(full)
    .map((sentence, position) => ({ sentence, position, score: overlap(sentence, stems) }))
    .filter((entry) => entry.score > 0)
    .sort((first, second) => second.score - first.score || first.position - second.position);

  if (passage.items?.length) {
    const summary = `${passage.title}: ${passage.items.join("; ")}.`;
    const best = ranked.find((entry) => summary.length + entry.sentence.length < WHOLE_PASSAGE_MAX_CHARS);
    return best ? `${summary} ${best.sentence}` : summary;
  }

  const chosen: typeof ranked = [];
  let length = 0;
  for (const entry of ranked) {
    if (length + entry.sentence.length > WHOLE_PASSAGE_MAX_CHARS) continue;
    chosen.push(entry);
    length += entry.sentence.length + 1;
  }
  if (chosen.length === 0) return quotePassage(full);
  return chosen
    .sort((first, second) => first.position - second.position)
    .map((entry) => entry.sentence)
    .join(" ");
}

/** Cuts a passage at a sentence end near the limit, so a quote reads as whole sentences. */
export function quotePassage(text: string, maxChars = QUOTE_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars);
  const sentenceEnd = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("? "), cut.lastIndexOf("! "));
  return sentenceEnd > maxChars / 3 ? cut.slice(0, sentenceEnd + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}

function quoteLine(passage: KnowledgePassage, question: string): string {
  return `From ${passage.source}: "${passageQuote(passage, question)}" — see ${passage.path}`;
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

  if (OFF_TOPIC.test(question) && !SITE_SUBJECT.test(question)) {
    return `${CAN_HELP_WITH} For anything about your project, ask our engineers: ${QUESTION_CONTACT_HREF}`;
  }
  if (!hasSiteMatch(question)) {
    return [
      CAN_HELP_WITH,
      "I couldn't find that in our site content.",
      `You can also ask our engineers directly: ${QUESTION_CONTACT_HREF}`,
    ].join(" ");
  }

  // Two passages of one page are fine here: a reply often needs a page's list and its rule.
  const passages = searchSite(question, PASSAGES_PER_REPLY, { onePerPage: false });
  const routes = TOPIC_ROUTES.filter((route) => route.pattern.test(question));
  // A page is linked once: a second passage from it is quoted without repeating the link.
  const lines = passages.map((passage, position) =>
    passages.slice(0, position).some((earlier) => earlier.path === passage.path)
      ? `Also from ${passage.source}: "${passageQuote(passage, question)}"`
      : quoteLine(passage, question),
  );

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
