import {
  GENERAL_CONTACT_HREF,
  markdownLink,
  pagePathOf,
  QUOTATION_CONTACT_HREF,
  TOPIC_ROUTES,
  type KnowledgePassage,
} from "./site-knowledge";
import { SITE } from "~/content/site";
import { pagesNamedIn, rankSentences, type RankedSentence } from "./site-search.server";
import { NOT_COVERED_REPLY } from "./not-covered-reply";
import type { SourcePage } from "./ai-requests";

/**
 * The offline assistant (AI_MODE=local, and the answer when Workers AI fails): answers from the
 * site's own content by composing the sentences that cover most of the question, names the pages
 * those sentences are on, and says plainly when the site does not cover a question, offering the
 * hand-over to an engineer. No model is involved (docs/decisions/0043).
 */
export interface SiteAnswer {
  /** The reply, with Markdown links to the site's pages. */
  reply: string;
  /** Whether the reply answers from the site's content; false for "not covered" and small talk. */
  covered: boolean;
  /** The pages whose words the reply gives, in the order it gives them. */
  pages: SourcePage[];
}

/**
 * The share of a question a sentence must cover to be an answer. Below it the site does not
 * answer the question, and the reply says so rather than quote something unrelated. Set with the
 * evaluation set (docs/assistant.md).
 */
export const COVERAGE_THRESHOLD = 0.52;
/** Further sentences join the best one when they cover nearly as much of the question. */
const FURTHER_SENTENCE_MARGIN = 0.15;
const SENTENCES_PER_REPLY = 3;
/**
 * A reply stays short: at most this many characters as the visitor reads it (a link by its label),
 * the best sentence whatever its length.
 */
export const REPLY_MAX_CHARS = 700;

/** A reply as the visitor reads it: Markdown links by their labels. */
const visibleText = (reply: string) => reply.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
const PAGE_LINKS_PER_REPLY = 2;

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/i;
const THANKS = /^(thanks|thank you|cheers|great|perfect)\b/i;
const CONTACT_INTENT =
  /\b(contact|get in touch|e-?mail|phone|call|talk to|speak to|reach|hire|quote|quotation|start a project|enquir|inquir)/i;
const QUOTE_INTENT = /\b(quote|quotation|price|pricing|cost|costs|rates?|charge)\b/i;

/**
 * What the site never states, however many of its words a question shares: prices and rates
 * (a quotation comes from an engineer), contract terms, and company facts it does not publish
 * (clients, staff, names, an address). These get the not-covered reply, not a near miss.
 */
const PRICE_QUESTION =
  /\b(costs?|price[sd]?|pricing|(?<!(baud|data|bit|sample|sampling|refresh|frame) )rates?|fees?|charges?|charging|hourly|discounts?|set (me|us) back|how much (is|are|would|will|do|does|should)\b(?! (it|they|you) (need|use|take|weigh)))\b/i;
const LOWER_COST = /\b(lower|reduce[sd]?|cut|cheaper|save|saving|keep\w* .*down)\b/i;
const CONTRACT_QUESTION =
  /\b(nda|ndas|non-disclosure|contracts?|payment|invoic\w*|deposit|warrant(y|ies)|guarantee[sd]?|insurance|insured|indemnity|liability|terms and conditions|service level|sla|refunds?)\b/i;
const UNPUBLISHED_COMPANY_FACT =
  /\b(who are your (clients|customers)|(clients|customers) (have you|do you have)|how many (\w+ )?(engineers|employees|staff|people|projects|clients|customers|products)|team size|(name|names) of|'s name\b|your names?\b|office|(?<!e-?mail )address|(which|what) (companies|clients|customers|firms) (have|did) you|headquarter\w*|phone number|telephone|when (was|were) (the company|the business|the firm|you|it) (founded|established|started|set up|formed)|how old is (the|your) (company|business|firm))\b/i;
/** Requests nothing on the site could answer, even when they share a word with it. */
const OFF_TOPIC =
  /\b(weather|forecast|football|soccer|rugby|cricket|tennis|golf|sports?|recipes?|cook(ing)?|bake|joke|funny|poem|song|lyrics|movies?|films?|tv|netflix|capital of|news|stock market|stocks|shares|bitcoin|crypto|horoscope|celebrit\w*|holiday|travel|dating|homework)\b|\b(repair|fix|reset|unlock)\b.*\b(my|our) (\w+ )?(laptop|phone|iphone|android|computer|tv|car|printer)\b|\b(write|give|make|generate)\b.*\b(python|javascript|typescript|java|sql|html|css|php|essay|story)\b/i;

/** What the assistant covers, for replies to questions outside it. */
const CAN_HELP_WITH = `I can help with questions about ${SITE.name}: our services, techniques, Swift Development, motor control design, where we work and how to get in touch.`;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const notCovered = (...after: string[]): SiteAnswer => ({
  reply: [NOT_COVERED_REPLY, ...after].join(" "),
  covered: false,
  pages: [],
});

const smallTalk = (reply: string): SiteAnswer => ({ reply, covered: false, pages: [] });

/** "our Swift Development page" for a page; a link's label reads as a phrase in a sentence. */
const pageOf = (passage: KnowledgePassage): SourcePage => ({
  name: passage.source,
  path: pagePathOf(passage),
});

/** Two sentences sharing this share of their words say the same thing (the FAQ and the page it sums up). */
const REPEAT_SIMILARITY = 0.7;

function similarity(first: ReadonlySet<string>, second: ReadonlySet<string>): number {
  const shared = [...first].filter((word) => second.has(word)).length;
  return shared / Math.max(1, first.size + second.size - shared);
}

/**
 * The best sentence, then those that cover nearly as much and say something new, while the reply
 * (`compose` makes it) stays within REPLY_MAX_CHARS.
 */
function chooseSentences(ranked: readonly RankedSentence[], compose: (chosen: RankedSentence[]) => string) {
  const [best, ...others] = ranked;
  if (!best) return [];
  const chosen = [best];
  for (const sentence of others) {
    if (chosen.length === SENTENCES_PER_REPLY) break;
    if (sentence.coverage < Math.max(COVERAGE_THRESHOLD, best.coverage - FURTHER_SENTENCE_MARGIN)) break;
    if (chosen.some((earlier) => similarity(earlier.words, sentence.words) >= REPEAT_SIMILARITY)) continue;
    if (visibleText(compose([...chosen, sentence])).length <= REPLY_MAX_CHARS) chosen.push(sentence);
  }
  return chosen;
}

/** Where to take the question further: the topic's enquiry form, the quotation form or the contact form. */
function contactLine(question: string): string | undefined {
  const topicForm = TOPIC_ROUTES.find((route) => route.contactHref && route.pattern.test(question));
  if (!CONTACT_INTENT.test(question) && !topicForm) return undefined;
  const form = QUOTE_INTENT.test(question)
    ? markdownLink("the quotation form", QUOTATION_CONTACT_HREF)
    : topicForm?.contactHref
      ? markdownLink(`the ${topicForm.name} enquiry form`, topicForm.contactHref)
      : markdownLink("the contact form", GENERAL_CONTACT_HREF);
  if (!CONTACT_INTENT.test(question)) return `To discuss your project, use ${form}.`;
  return `To discuss your project with our engineers, use ${form} or e-mail ${markdownLink(SITE.email, `mailto:${SITE.email}`)}.`;
}

export function answerFromSite(message: string): SiteAnswer {
  const question = message.trim();
  if (wordCount(question) <= 3 && GREETING.test(question)) {
    return smallTalk(
      `Hello! I'm ${SITE.assistantName}. Ask me about our services, techniques, Swift Development, motor control design or how to get in touch.`,
    );
  }
  if (wordCount(question) <= 4 && THANKS.test(question)) {
    return smallTalk(
      `You're welcome! To talk to an engineer, use ${markdownLink("the contact form", GENERAL_CONTACT_HREF)}.`,
    );
  }

  if (PRICE_QUESTION.test(question) && !LOWER_COST.test(question)) {
    return notCovered(
      `Prices depend on the project: for a quotation, use ${markdownLink("the quotation form", QUOTATION_CONTACT_HREF)}.`,
    );
  }
  if (CONTRACT_QUESTION.test(question) || UNPUBLISHED_COMPANY_FACT.test(question)) return notCovered();
  if (OFF_TOPIC.test(question)) return notCovered(CAN_HELP_WITH);

  const ranked = rankSentences(question, 12);
  if (!ranked[0] || ranked[0].coverage < COVERAGE_THRESHOLD) return notCovered();

  const contact = contactLine(question);
  const routes = TOPIC_ROUTES.filter((route) => route.pattern.test(question));
  const named = pagesNamedIn(question).slice(0, 1);
  const pagesOf = (sentences: readonly RankedSentence[]) =>
    sentences
      .map((sentence) => pageOf(sentence.passage))
      .filter((page, position, all) => all.findIndex((other) => other.path === page.path) === position);
  const compose = (sentences: readonly RankedSentence[]) => {
    const text = sentences.map((sentence) => sentence.text).join(" ");
    const pages = pagesOf(sentences);
    // A page the question names comes first, even when the answer draws on others.
    const links = [...named, ...pages]
      .filter((page, position, all) => all.findIndex((other) => other.path === page.path) === position)
      .filter((page) => !text.includes(`](${page.path})`))
      .slice(0, PAGE_LINKS_PER_REPLY)
      .map((page) => markdownLink(page.name, page.path));
    const lines = [text];
    if (links.length) lines.push(`More on ${links.join(" and ")}.`);
    for (const route of routes) {
      if (!lines.join("\n").includes(`](${route.path})`))
        lines.push(`See also ${markdownLink(route.name, route.path)}.`);
    }
    if (contact) lines.push(contact);
    return lines.join("\n\n");
  };
  const sentences = chooseSentences(ranked, compose);
  return { reply: compose(sentences), covered: true, pages: pagesOf(sentences) };
}
