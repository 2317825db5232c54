import MiniSearch from "minisearch";
import { EDITABLE_CONTENT, type EditablePage } from "~/content/editable";
import { PUBLIC_ROUTES } from "~/content/public-routes";
import { SITE } from "~/content/site";
import { CONTACT_COPY } from "~/features/contact";
import { ELIGIBILITY_CRITERIA } from "~/content/swift-development";
import { eligibilityThreshold } from "~/lib/eligibility";
import { escapeHtml, htmlToText } from "~/lib/html-text";
import { TOPIC_GENERATOR_COPY } from "~/features/topic-generator";
import { publicationPath } from "~/features/publishing";
import type { PublicationKind } from "~/db/schema";

/**
 * What the assistant knows: the text of every public page as visitors read it, section by section
 * in the page's order, built from the page text the pages render (staff edits included) and
 * rebuilt when that text changes (site-knowledge.server.ts). Both answerers read it: the offline
 * one searches its passages, the model gets all of it in its instructions (docs/assistant.md).
 */
export interface Passage {
  id: number;
  /** The page's address. */
  path: string;
  /** How a link to the page reads ("Swift Development", "the privacy notice"). */
  page: string;
  /** The heading the passage stands under on its page, or the page's title. */
  heading: string;
  /** One section, or a pair read together ("question: answer", "card title: card text"). */
  text: string;
  /** A pair's first part: a card's title, a question, a table row's first cell. */
  title?: string;
}

/** Page identifier → section identifier → the section's HTML as the page shows it. */
export type SiteText = Partial<Record<EditablePage, Readonly<Record<string, string>>>>;

/**
 * The second of a pair of sections that read as one statement: a card's text after its title, an
 * answer after its question, a table row's second cell after its first, a tip after its criterion.
 */
const SECOND_OF_PAIR = /_(text|answer|purpose|benefit|function|technology|why|excerpt|description|tip)$/;
/** A heading that the sections after it stand under. */
const HEADING = /^(heading|title)$|_heading$/;
/** Names of controls and columns, and eyebrows: words on the page, not statements about anything. */
const NOT_A_STATEMENT = /_label$|_column_|(^|_)eyebrow$/;

/** Tags that end a line or paragraph: read as a space, so paragraphs do not run together. */
const BLOCK_TAG = /<\/?(p|br|li|ul|ol|div|h[1-6]|blockquote)\b[^>]*>/gi;

const prefixOf = (section: string) => section.slice(0, section.lastIndexOf("_"));

/** One page's passages, from its sections in the order the page declares them. */
function pagePassages(path: string, page: string, sections: Readonly<Record<string, string>>) {
  const entries = Object.entries(sections)
    .filter(([section]) => !NOT_A_STATEMENT.test(section))
    .map(([section, html]) => [section, htmlToText(html.replace(BLOCK_TAG, " "))] as const)
    .filter(([, text]) => text);
  const passages: Omit<Passage, "id">[] = [];
  let heading = page;
  let headingAlone = false;
  // A heading with nothing but links under it ("More Techniques We Apply") is a statement itself.
  const endSection = () => headingAlone && passages.push({ path, page, heading, text: heading });
  for (let at = 0; at < entries.length; at++) {
    const [section, text] = entries[at]!;
    const next = entries[at + 1];
    if (HEADING.test(section)) {
      endSection();
      [heading, headingAlone] = [text, true];
      continue;
    }
    headingAlone = false;
    if (next && SECOND_OF_PAIR.test(next[0]) && prefixOf(next[0]) === prefixOf(section)) {
      passages.push({ path, page, heading, text: `${text}: ${next[1]}`, title: text });
      at++;
    } else {
      passages.push({ path, page, heading, text });
    }
  }
  endSection();
  return passages;
}

const routeNamed = (path: string) => PUBLIC_ROUTES.find((route) => route.path === path)!;

/**
 * What the site shows outside its editable text: the contact page, the footer, the blog topic
 * generator, and the rule the Swift Development checker applies to the ticked criteria.
 */
function fixedPassages(): Omit<Passage, "id">[] {
  const { details, voice, intro, heading } = CONTACT_COPY;
  const contact = { path: "/help-connect/contact-us", page: routeNamed("/help-connect/contact-us").name, heading };
  const criteria = ELIGIBILITY_CRITERIA.length;
  return [
    {
      path: "/swift-development",
      page: routeNamed("/swift-development").name,
      heading: "Swift Development eligibility",
      text: `A project is eligible for Swift Development when it meets at least ${eligibilityThreshold(criteria)} of the ${criteria} criteria.`,
    },
    { ...contact, text: intro },
    {
      ...contact,
      heading: details.heading,
      text: `${details.emailLabel}: ${details.email}. ${details.regionLabel}: ${details.region}. ${details.responseTime}`,
    },
    { ...contact, heading: voice.heading, text: voice.text },
    {
      path: "/help-connect/blog-highlights",
      page: routeNamed("/help-connect/blog-highlights").name,
      heading: TOPIC_GENERATOR_COPY.heading,
      text: TOPIC_GENERATOR_COPY.intro,
    },
    { ...contact, heading: SITE.name, text: `${SITE.name} ${SITE.brandLine}. ${SITE.footerBlurb}` },
  ];
}

/** A published article or case study, as the assistant reads it (features/publishing). */
export interface KnownPublication {
  kind: PublicationKind;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
}

/** Tags that end a passage of an item's text: a paragraph, list item, table row, caption or quote. */
const PASSAGE_END = /<\/(p|li|tr|figcaption|blockquote|pre)>/gi;

/**
 * An article's or case study's passages: its title with its summary, then each paragraph, list
 * item, table row and caption under the section heading (h2) it stands under.
 */
function publicationPassages(item: KnownPublication): Omit<Passage, "id">[] {
  const path = publicationPath(item.kind, item.slug);
  const page = item.title;
  const passages: Omit<Passage, "id">[] = [{ path, page, heading: page, text: `${page}: ${item.summary}` }];
  let heading = page;
  for (const part of item.bodyHtml.split(/(<h[2-4][^>]*>[\s\S]*?<\/h[2-4]>)/i)) {
    if (/^<h[2-4]/i.test(part)) {
      heading = htmlToText(part);
      continue;
    }
    // A table row reads as one statement: "first cell: second cell".
    for (const piece of part.replace(/<\/t[hd]>\s*(?=<t[hd][\s>])/gi, ": ").split(PASSAGE_END)) {
      const text = htmlToText(piece.replace(BLOCK_TAG, " "));
      if (text && !/^(p|li|tr|figcaption|blockquote|pre)$/i.test(text)) passages.push({ path, page, heading, text });
    }
  }
  return passages;
}

/**
 * Every public page's passages: each page's stored text, or its built-in wording where none is
 * loaded; then the published articles and case studies.
 */
export function sitePassages(text: SiteText, publications: readonly KnownPublication[] = []): Passage[] {
  return [
    ...PUBLIC_ROUTES.flatMap((route) => {
      const page = route.content as EditablePage | undefined;
      if (!page || route.aliasOf) return [];
      const sections =
        text[page] ??
        Object.fromEntries(Object.entries(EDITABLE_CONTENT[page]).map(([id, wording]) => [id, escapeHtml(wording)]));
      return pagePassages(route.path, route.name, sections);
    }),
    ...fixedPassages(),
    ...publications.flatMap(publicationPassages),
  ].map((passage, id) => ({ id, ...passage }));
}

const STOP_WORDS = new Set(
  (
    "a about an and any are as at be but by can could did do does for from go have just much how i if in into is it its " +
    "me my no not of on or our please so tell than that the their them then there these they this to us " +
    "should was we what when where which who why will with would you your"
  ).split(" "),
);

/** Plural and third-person endings, so "FPGAs", "steps" and "runs" find "FPGA", "step" and "run". */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A word as search compares it, or null for a word that says nothing about the subject. */
export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) ? null : stem(lower);
}

/** MiniSearch's own tokenizer (words split at spaces and punctuation), with "e-mail" as one word. */
export const tokenize = (text: string) => text.replace(/\be-mail/gi, "email").split(/[\n\r\p{Z}\p{P}]+/u);

/** Whether a passage is from a blog article (an address under /blog/). */
export const fromArticle = (passage: Passage) => passage.path.startsWith("/blog/");

/** The search over the passages (MiniSearch: BM25 ranking, prefixes and small typos forgiven). */
export function passageIndex(passages: readonly Passage[]) {
  const index = new MiniSearch<Passage>({
    fields: ["heading", "text", "page"],
    storeFields: [],
    tokenize,
    processTerm: searchTerm,
    searchOptions: {
      boost: { heading: 1.5, page: 1.5 },
      // Less length normalisation than BM25's usual 0.75: a page's long paragraph that answers is
      // not outranked by a short card that only repeats one of the question's words (decision 0079).
      bm25: { k: 1.2, b: 0.3, d: 0.5 },
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
    },
  });
  index.addAll(passages);
  return index;
}
