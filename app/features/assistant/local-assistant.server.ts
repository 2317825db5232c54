import { SITE } from "~/content/site";
import type { SourcePage } from "./ai-requests";
import { GENERAL_CONTACT_HREF, markdownLink, QUOTATION_CONTACT_HREF, TOPIC_FORMS } from "./assistant-prompt.server";
import { CLOSEST_PASSAGES, HAND_OVER, NOT_COVERED_REPLY, SITE_SAYS } from "./not-covered-reply";
import { fromArticle, searchTerm, tokenize, type Passage } from "./site-knowledge";
import type { SiteKnowledge } from "./site-knowledge.server";
import { visitorWordMap } from "./visitor-words";

/**
 * The offline assistant (AI_MODE=local, and the answer when Workers AI fails) is honest site
 * search (docs/decisions/0049): when one passage of the site clearly answers the question it
 * gives that passage and its page; when the nearest passages hold much of the question it gives
 * them as what the site says, each with its page; otherwise it says it cannot answer directly and
 * lists them (led, in both lists, by a blog article the question is plainly about: decision 0066);
 * only when nothing on the site is near does it say the site does not cover the question. The
 * three lists offer the hand-over to an engineer. The search also looks for the site's words for a
 * visitor's everyday ones (visitor-words.ts).
 */
export interface SiteAnswer {
  /** The reply, with Markdown links to the site's pages. */
  reply: string;
  /** Whether the reply answers the question; false for the hand-overs and small talk. */
  covered: boolean;
  /** The pages the reply quotes, in its order. */
  pages: SourcePage[];
}

/**
 * The share of the question's words a sentence (with its heading) must hold to be given as the
 * answer. Set with the tuned part of the evaluation (docs/assistant.md).
 */
export const CLEAR_ANSWER_COVERAGE = 0.8;
/** A passage is near a question when it holds at least this share of the question's words. */
export const NEAR_COVERAGE = 0.1;
/**
 * When the nearest passages hold at least this share of the question's words, the reply gives
 * them as what the site says, the best page with its next passage too (as a clear answer does); below it, the reply says it
 * cannot answer directly and lists them. Set with the tuned part of the evaluation (docs/assistant.md).
 */
export const CLOSE_COVERAGE = 0.5;
/** How many of the search's best passages are weighed. */
const CANDIDATES = 30;
/** How many pages the nearest-passages reply lists. */
const NEAREST_PAGES = 3;
/**
 * A blog article leads the nearest-passages reply when a search of the whole site ranks one of its
 * passages first, at least this many times the best page's score. Set with the tuned part of the
 * evaluation (decision 0066): lower, it was listed for questions the articles do not answer.
 */
const ARTICLE_LEAD = 3;

const HUB_PATH = "/help-connect";
const PRIVACY_PATH = "/privacy";

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening))\b/i;
const THANKS = /^(thanks|thank you|cheers|great|perfect)\b/i;
const CONTACT_INTENT =
  /\b(contact|get in touch|e-?mail|phone|call|talk to|speak to|reach|hire|quote|quotation|start a project|enquir|inquir)/i;
/** A price is never on the site: it comes from an engineer, through the quotation form. */
const PRICE_QUESTION =
  /\b(costs?|price[sd]?|pricing|day rates?|hourly|fees?|charges?|how much (is|are|would|will|do|does|should) (it|this|that|a|an|you)\b(?! (need|use|take|weigh)))\b/i;
const LOWER_COST = /\b(lower|reduce[sd]?|cut|cheaper|save|saving|keep\w* .*down)\b/i;
/**
 * Contract terms, which the site states only where a page says them: a question about one the site
 * never names gets the hand-over alone, not passages that merely share its other words (decision 0079).
 */
const CONTRACT_TERMS =
  /\b(warrant(y|ies)|guarantee[sd]?|nda|non-disclosure|confidential\w*|insurance|insured|indemnity|liab(le|ility)|invoic\w*|payment terms?|discounts?|refunds?|cancell?\w*|testimonials?)\b/gi;
/** A contract term is named by the site when a passage has a word that starts as it does ("liable", "liability"). */
const contractTermKey = (word: string) => word.toLowerCase().slice(0, 5);
const siteContractTermsOf = new WeakMap<SiteKnowledge, Set<string>>();
function namesUnstatedContractTerm(knowledge: SiteKnowledge, question: string): boolean {
  const asked = [...question.matchAll(CONTRACT_TERMS)].map(([word]) => contractTermKey(word));
  if (asked.length === 0) return false;
  let stated = siteContractTermsOf.get(knowledge);
  if (!stated) {
    stated = new Set(
      knowledge.passages.flatMap((passage) =>
        [...`${passage.heading} ${passage.text}`.matchAll(CONTRACT_TERMS)].map(([word]) => contractTermKey(word)),
      ),
    );
    siteContractTermsOf.set(knowledge, stated);
  }
  return asked.some((key) => !stated.has(key));
}

function termsOf(text: string): Set<string> {
  const terms = new Set<string>();
  for (const word of tokenize(text)) {
    const term = word && searchTerm(word);
    if (term) terms.add(term);
  }
  return terms;
}

/**
 * A question's words as the answerer weighs them: each of its words, with the site's words for it
 * where visitors say it otherwise (visitor-words.ts), and a question word such as "where" that
 * has site words of its own.
 */
type QuestionTerms = readonly (readonly string[])[];

const VISITOR_WORDS = visitorWordMap(searchTerm);
/** How much a site's word for a visitor's word counts in the search, against the visitor's own. */
const ALSO_WEIGHT = 0.3;

function questionTerms(text: string): QuestionTerms {
  const groups = new Map<string, string[]>();
  for (const word of tokenize(text)) {
    if (!word) continue;
    const term = searchTerm(word);
    const also = VISITOR_WORDS.get(word.toLowerCase()) ?? (term ? VISITOR_WORDS.get(term) : undefined) ?? [];
    if (!term && also.length === 0) continue;
    const key = term ?? word.toLowerCase();
    groups.set(key, [...new Set([...(groups.get(key) ?? (term ? [term] : [])), ...also])]);
  }
  return [...groups.values()];
}

const hasTerm = (text: ReadonlySet<string>, term: string) =>
  text.has(term) || (term.length > 4 && [...text].some((word) => word.startsWith(term)));

/** A question's word is in a text when the text has it, a longer form of it ("sensor" → "sensors") or the site's word for it. */
function coverage(question: QuestionTerms, text: ReadonlySet<string>): number {
  let found = 0;
  for (const group of question) if (group.some((term) => hasTerm(text, term))) found++;
  return question.length ? found / question.length : 0;
}

/** The search's query: the question's words, then the site's words for them, weighed less. */
function searchOf(index: SiteKnowledge["index"], question: string, terms: QuestionTerms) {
  const own = new Set(terms.map((group) => group[0]!));
  const also = [...new Set(terms.flat())].filter((term) => !own.has(term));
  return index.search([question, ...also].join(" "), {
    boostTerm: (term) => (own.has(term) || !also.includes(term) ? 1 : ALSO_WEIGHT),
  });
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9“"(])/;

interface Candidate {
  passage: Passage;
  /** The passage's sentence that holds most of the question. */
  sentence: string;
  coverage: number;
}

/** A passage this short is given whole: a question and its answer, a table row, a card. */
const WHOLE_PASSAGE_CHARS = 600;

/** The passage's sentence that holds most of the question's words, read with its page's name and its heading. */
function bestSentence(question: QuestionTerms, passage: Passage): Candidate {
  const heading = termsOf(`${passage.page} ${passage.heading}`);
  let best: Candidate = { passage, sentence: "", coverage: -1 };
  const sentences = passage.text.length <= WHOLE_PASSAGE_CHARS ? [passage.text] : passage.text.split(SENTENCE_END);
  for (const sentence of sentences) {
    const share = coverage(question, new Set([...termsOf(sentence), ...heading]));
    if (share > best.coverage) best = { passage, sentence, coverage: share };
  }
  return best;
}

const pageOf = (passage: Passage): SourcePage => ({ name: passage.page, path: passage.path });
const link = (page: SourcePage) => markdownLink(page.name, page.path);

/** Where to take the question further, when it asks for contact or is about a topic with its own form. */
function contactLine(question: string): string | undefined {
  const topicForm = TOPIC_FORMS.find((form) => form.pattern.test(question));
  if (!CONTACT_INTENT.test(question) && !topicForm) return undefined;
  const form = topicForm
    ? markdownLink(`the ${topicForm.name} enquiry form`, topicForm.href)
    : markdownLink("the contact form", GENERAL_CONTACT_HREF);
  if (!CONTACT_INTENT.test(question)) return `To discuss your project, use ${form}.`;
  return `To discuss your project with our engineers, use ${form} or e-mail ${markdownLink(SITE.email, `mailto:${SITE.email}`)}.`;
}

const handOver = (reply: string, pages: SourcePage[] = []): SiteAnswer => ({ reply, covered: false, pages });

/** A question about personal data: the only kind the privacy notice answers offline. */
const PERSONAL_DATA_QUESTION =
  /\b(privacy|personal|my data|your data|data protection|gdpr|cookies?|track\w*|analytics|stor(e|ed|es|ing)|keep|kept|retain\w*|retention|delet\w*|eras\w*|remov\w*|how long|ip address|controller|processors?|lawful|legal basis|rights?|complain\w*|transfer\w*|outside the (uk|eu|eea))\b/i;
/**
 * Whether the offline answerer may give a passage: the Help & Connect hub's cards repeat the pages
 * they link to, which answer better; the privacy notice answers only questions about personal
 * data (its "blog topic generator" and "Article 6" would otherwise answer questions about the blog).
 */
function searchable(passage: Passage, question: string): boolean {
  if (passage.path === HUB_PATH) return false;
  return passage.path !== PRIVACY_PATH || PERSONAL_DATA_QUESTION.test(question);
}

/**
 * The blog article a question is plainly about, by the article's sentence that holds most of the
 * question; none when a page matches nearly as well. Articles stay out of the pages' search, where
 * their long passages on general subjects outranked the pages that answer (decision 0066).
 */
function leadingArticle(knowledge: SiteKnowledge, question: string, terms: QuestionTerms) {
  const results = searchOf(knowledge.siteIndex, question, terms)
    .filter(({ id }) => searchable(knowledge.passages[id as number]!, question))
    .slice(0, CANDIDATES);
  const [first, ...rest] = results.map(({ id, score }) => ({ passage: knowledge.passages[id as number]!, score }));
  if (!first || !fromArticle(first.passage)) return undefined;
  const bestPage = rest.find(({ passage }) => !fromArticle(passage));
  if (bestPage && first.score < ARTICLE_LEAD * bestPage.score) return undefined;
  const sentences = [first, ...rest]
    .filter(({ passage }) => passage.path === first.passage.path)
    .map(({ passage }) => bestSentence(terms, passage));
  return sentences.reduce((best, candidate) => (candidate.coverage > best.coverage ? candidate : best));
}

/** Whether the nearest passages hold the answer: then the reply gives their words as the site's. */
const close = (nearest: readonly Candidate[]) =>
  Math.max(...nearest.map((candidate) => candidate.coverage)) >= CLOSE_COVERAGE;

/** A passage given beside its page's best one must hold at least this share of the question. */
const NEXT_PASSAGE_COVERAGE = 1 / 3;

/** The page's passage, then its next passage that holds most of the question, if one holds a third of it. */
function withNextBest(ranked: readonly Candidate[], candidate: Candidate): string {
  const next = ranked
    .filter(
      (other) =>
        other.passage.path === candidate.passage.path &&
        other.passage.id !== candidate.passage.id &&
        other.coverage >= NEXT_PASSAGE_COVERAGE,
    )
    .reduce<Candidate | undefined>(
      (best, other) => (!best || other.coverage > best.coverage ? other : best),
      undefined,
    );
  return [candidate.sentence, next?.sentence].filter(Boolean).join(" ").trim();
}

/** A heading's cards are listed by their titles when it has at least this many. */
const LIST_CARDS = 3;
const LIST_TITLE_CHARS = 60;

/**
 * When the question is about what a heading's cards list ("What services do you offer?"), not
 * about one card: the heading and its cards' titles ("Our Services: Consultancy, Electronic
 * Design, …"). The sentence holds no more of the question than its page's name and heading do.
 */
function cardList(knowledge: SiteKnowledge, terms: QuestionTerms, candidate: Candidate): string | undefined {
  const { path, page, heading } = candidate.passage;
  if (coverage(terms, termsOf(`${page} ${heading}`)) < candidate.coverage) return undefined;
  const titles = knowledge.passages
    .filter((passage) => passage.path === path && passage.heading === heading && passage.title)
    .map((passage) => passage.title!);
  // Card titles, not questions or criteria, which are too long to list.
  if (titles.length < LIST_CARDS || titles.some((title) => title.length > LIST_TITLE_CHARS)) return undefined;
  return `${heading}: ${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}.`;
}

export function answerFromSite(knowledge: SiteKnowledge, message: string): SiteAnswer {
  const question = message.trim();
  const words = question.split(/\s+/).length;
  if (words <= 3 && GREETING.test(question)) {
    return handOver(
      `Hello! I'm ${SITE.assistantName}. Ask me about our services, techniques, Swift Development, motor control design or how to get in touch.`,
    );
  }
  if (words <= 4 && THANKS.test(question)) {
    return handOver(
      `You're welcome! To talk to an engineer, use ${link({ name: "the contact form", path: GENERAL_CONTACT_HREF })}.`,
    );
  }
  if (PRICE_QUESTION.test(question) && !LOWER_COST.test(question)) {
    return handOver(
      `Prices depend on the project, so the site gives none: for a quotation, use ${markdownLink("the quotation form", QUOTATION_CONTACT_HREF)}. ${HAND_OVER}`,
    );
  }

  if (namesUnstatedContractTerm(knowledge, question)) return handOver(NOT_COVERED_REPLY);

  const terms = questionTerms(question);
  const results = searchOf(knowledge.index, question, terms)
    .filter(({ id }) => searchable(knowledge.passages[id as number]!, question))
    .slice(0, CANDIDATES);
  // A page's score is its best passage's: the page with the one passage that best covers the
  // question, not the one that repeats a common word in many passages (decision 0079).
  const pageScores = new Map<string, number>();
  for (const { id, score } of results) {
    const { path } = knowledge.passages[id as number]!;
    pageScores.set(path, Math.max(pageScores.get(path) ?? 0, score));
  }
  // In the search's order: of sentences that hold as much of the question, the best-ranked answers.
  const ranked = results
    .map(({ id }) => knowledge.passages[id as number]!)
    .filter(
      (passage) => coverage(terms, termsOf(`${passage.page} ${passage.heading} ${passage.text}`)) >= NEAR_COVERAGE,
    )
    .map((passage) => bestSentence(terms, passage));
  if (ranked.length === 0) return handOver(NOT_COVERED_REPLY);

  // Of the sentences that hold most of the question, one on the best-ranked page, and the first
  // on that page: a page leads with what it is about ("What is Swift Development?").
  const clear = ranked.reduce((best, candidate) =>
    candidate.coverage > best.coverage ||
    (candidate.coverage === best.coverage &&
      (pageScores.get(candidate.passage.path)! > pageScores.get(best.passage.path)! ||
        (candidate.passage.path === best.passage.path && candidate.passage.id < best.passage.id)))
      ? candidate
      : best,
  );
  if (clear.coverage >= CLEAR_ANSWER_COVERAGE) {
    const page = pageOf(clear.passage);
    const contact = contactLine(question);
    const list = cardList(knowledge, terms, clear);
    const reply = [
      `${list ? `${clear.sentence} ${list}` : withNextBest(ranked, clear)} More on ${link(page)}.`,
      ...(contact ? [contact] : []),
    ].join("\n\n");
    return { reply, covered: true, pages: [page] };
  }

  // The nearest pages, each by its passage that holds most of the question.
  const byPage = new Map<string, Candidate>();
  const candidates = ranked.toSorted(
    (first, second) => pageScores.get(second.passage.path)! - pageScores.get(first.passage.path)!,
  );
  for (const candidate of candidates) {
    const best = byPage.get(candidate.passage.path);
    if (!best || candidate.coverage > best.coverage) byPage.set(candidate.passage.path, candidate);
  }
  const article = leadingArticle(knowledge, question, terms);
  const nearest = [
    ...(article ? [article] : []),
    ...[...byPage.values()].slice(0, NEAREST_PAGES).toSorted((a, b) => b.coverage - a.coverage),
  ];
  const lines = nearest.map((candidate, at) => {
    // As in a clear answer: a page whose heading, not its sentence, holds the question lists its cards.
    const list = cardList(knowledge, terms, candidate);
    const words = list
      ? `${candidate.sentence} ${list}`
      : at === 0 && close(nearest)
        ? withNextBest(ranked, candidate)
        : candidate.sentence;
    return `• ${link(pageOf(candidate.passage))}: ${words}`;
  });
  // A question that asks how to reach the firm gets the way to, whether or not a page answers it.
  const contact = CONTACT_INTENT.test(question) ? contactLine(question) : undefined;
  return handOver(
    [close(nearest) ? SITE_SAYS : CLOSEST_PASSAGES, ...lines, ...(contact ? [contact] : []), HAND_OVER].join("\n\n"),
    nearest.map((candidate) => pageOf(candidate.passage)),
  );
}
