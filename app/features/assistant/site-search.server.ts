import MiniSearch, { type SearchResult } from "minisearch";
import { listPhrase, pagePathOf, SITE_PASSAGES, type KnowledgePassage } from "./site-knowledge";
import { SITE } from "~/content/site";
import { EVERYDAY_WORDS } from "./everyday-words";

/**
 * Search over the site's own content (app/features/assistant/site-knowledge.ts) for the offline
 * assistant: the sentences that answer a question, each with how much of the question it covers
 * (docs/decisions/0043); MiniSearch's passage ranking orders sentences that cover as much.
 */
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

let index: MiniSearch<KnowledgePassage> | undefined;
const passagesById = new Map(SITE_PASSAGES.map((passage) => [passage.id, passage]));

function siteIndex(): MiniSearch<KnowledgePassage> {
  if (!index) {
    index = new MiniSearch<KnowledgePassage>({
      fields: ["title", "text", "source"],
      processTerm: (term) => {
        const lower = term.toLowerCase();
        return STOP_WORDS.has(lower) ? null : stem(lower);
      },
      searchOptions: {
        boost: { title: 2, source: 1.5 },
        // A call to action ("Tell us about your idea...") repeats the page's words but answers little.
        boostDocument: (id) => (passagesById.get(String(id))?.minor ? 0.5 : 1),
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      },
    });
    index.addAll(SITE_PASSAGES);
  }
  return index;
}

/**
 * Visitors rarely use the site's own words: "do you work in the UK?" means the region, "how small
 * is it?" the footprint. Each entry adds the site's vocabulary for a way of asking, so retrieval
 * finds the passage whatever the phrasing. Only words the site's copy uses are added.
 */
const VISITOR_VOCABULARY: readonly [RegExp, string][] = [
  [/\b(offer|provide|services?|kind of work)\b/i, "services offer"],
  [/\bwhat (do|does|can) [\w ]{1,30} do\b|\bdo for (me|us)\b/i, "specialise services"],
  [/\b(techniques?|methods?|approach)\b/i, "techniques methods"],
  [/\b(eligib\w*|qualif(y|ies|ying)|criteri\w*|requirements?)\b/i, "eligible eligibility criteria"],
  [
    /\b(uk|united kingdom|britain|british|england|scotland|wales|ireland|irish|northern ireland|based|located|location|countr(y|ies)|regions?|where are you)\b/i,
    "region location Ireland UK serving",
  ],
  [/\b(small|size|footprint|memory|tiny|flash|ram|lightweight|overhead)\b/i, "footprint flash RAM"],
  [/\b(cost|costs|price|prices|pricing|cheap|cheaper|expensive|budget|afford\w*)\b/i, "cost pricing budget"],
  [
    /\b(e-?mail|phone|contact|touch|reach|reply|respond|response|answer|enquir\w*|inquir\w*)\b/i,
    "contact e-mail respond",
  ],
  [/\b(quick\w*|fast|soon|long)\b(?=.*\b(reply|respond|answer|hear)\b)/i, "respond within business days"],
  [/\b(quote|quotation|estimate)\b/i, "quotation"],
  [/\b(request\w*|ask(ing)? for)\b/i, "ask request"],
  [/\be-?mail address\b/i, "e-mail"],
  [
    /\bwhat (do|will|would|does) (i|we|you) get\b|\bdeliver\w*|\bend up with\b|\binclud\w*|\bcomes? with\b|\bat the end\b/i,
    "What You Get",
  ],
  [
    /\bwhat happens (next|after|then)\b|\bafter (i|we) (send|contact|get in touch|submit|enquire)\b|\bnext steps?\b/i,
    "next steps arrange conversation",
  ],
  [/\b(pick\w*|choos\w*|select\w*)\b/i, "choose selection"],
  [
    /\bwhat (can|could|do|does) [\w ]{0,20}help\b|\bhelp (me|us) with\b|\b(areas|fields|sectors|industries)\b|\b(sorts?|kinds?|types?) of (projects|work|jobs)\b/i,
    "services offer specialise",
  ],
  [
    /\b(which|what) (\w+ )?(chips?|microcontrollers?|mcus?|micros?|processors?|families|brands?)\b/i,
    "STM32 ESP32 PIC AVR common families",
  ],
  [/\b(ides?|compilers?|toolchains?|debuggers?)\b/i, "GCC toolchains STM32CubeIDE ESP-IDF"],
  [/\b(speak|talk|chat) (to|with) (an? |your )?(engineers?|someone|person|human)\b|\bcall you\b/i, "contact engineers"],
  [/\bfast[- ]?track\w*/i, "Swift Development fast-track"],
  [/\b(suit\w*|best for|ideal|good fit|right for)\b/i, "ideal"],
  [/\b(battery|batteries)\b.*\b(long\w*|last\w*|life)\b/i, "battery life extend lasts months years"],
  [/\b(voice|record|recording|speak(?! (to|with))|spoken|audio|microphone)\b/i, "voice recording speak"],
  [/\b(blog|articles?|posts?|written)\b/i, "blog articles"],
  [/\b(consider|considerations?|take into account|factors?|trade-?offs?)\b/i, "considerations"],
  [/\b(big|large|size|dimensions?)\b/i, "size board fits"],
  [/\b(limits?|limited|maximum|max|allowed|permitted|restrictions?)\b/i, "up to within at least"],
  [/\b(prototype|how long|timeline|weeks)\b/i, "prototype weeks"],
  [/\b(steps?|process|stages?|how do you work)\b/i, "process steps"],
  [/\b(compliance|compliant|approval|certif\w*|ce|fcc)\b/i, "compliance CE FCC"],
  [/\b(windows|gui|pc|desktop)\b/i, "Windows GUI PC"],
  [/\bprotocols?\b/i, "communication"],
  [/\b(rtos|freertos|zephyr|linux|operating systems?|os)\b/i, "operating system RTOS"],
  [/\b(interfaces?|buses|bus)\b/i, "UART USB TCP/IP"],
  [/\b(experience\w*|years|history|background|track record)\b/i, "experience years founder PhD"],
  [/\b(found\w*|owner|who runs|degrees?|qualifications?|credentials?)\b/i, "founder PhD"],
  [/\b(programming )?languages?\b/i, "language C99 C11 VHDL Verilog"],
  [/\b(downsides?|disadvantages?|drawbacks?|cons)\b/i, "cons"],
  [/\b(pros|advantages?|benefits?|upsides?)\b/i, "pros advantage benefits"],
  [/\b(hear back|get back to|response time|how soon)\b/i, "respond within business days"],
  [/\b(views?|opinions?|think of|stance)\b/i, "vision see"],
  [/\b(companies|firms|businesses|organisations)\b/i, "businesses"],
  [/\b(parts|components)\b/i, "components"],
  [/\b(one|one-off)\b/i, "single"],
  [/\bsaf(e|ely|ety)\b/i, "safe protection isolation"],
  // Everyday words for the site's technical terms.
  [/\b(chips?|micros?|mcus?|microprocessors?|processors?)\b/i, "microcontroller"],
  [/\b(boards?|pcbs?|circuit boards?|printed circuits?)\b/i, "PCB circuit board"],
  [/\b(gadgets?|devices?|widgets?|products?|inventions?)\b/i, "device product"],
  [/\b(apps?|applications?|programs?|software)\b/i, "software Windows applications"],
  [/\b(laptops?|computers?|desktops?)\b/i, "PC"],
  [/\b(internet|online|wi-?fi|ethernet|cloud|networks?|networked|iot)\b/i, "TCP/IP networks"],
  [/\b(doctorate|doctoral|degrees?|phd|qualified)\b/i, "PhD"],
  [/\b(chatgpt|llms?|machine learning|artificial intelligence|ai)\b/i, "AI-assisted AI"],
  [
    /\b(arduinos?|raspberry pi|dev(elopment)? (kits?|boards?)|eval(uation)? boards?|modules?)\b/i,
    "off-the-shelf development boards",
  ],
  [/\b(own|owns|owned|ownership|belongs?|rights|ip)\b/i, "ownership own intellectual property yours"],
  [/\b(tied|locked|lock-in|depend\w*|reliant)\b/i, "without depending on us"],
  [/\b(in-house|our (own )?(team|engineers|staff|developers))\b/i, "alongside your team engineers"],
  [/\b(possible|feasib\w*|viable|doable|realistic)\b/i, "feasibility review"],
  [
    /\b(advice|advise|opinion|guidance|check(ing)? over|look over|second pair of eyes|sanity check|audit)\b/i,
    "review consultancy guidance second opinion",
  ],
  [/\b(standard|open|compatible|formats?)\b/i, "industry-standard opened"],
  [
    /\b(available|availability|obsolete|obsolescence|discontinued|years to come|long term)\b/i,
    "long-term availability",
  ],
  [/\b(smaller|shrink|compact|miniaturi[sz]e|tiny|slim)\b/i, "smaller compact small"],
  [/\b(noisy|noise|filter\w*|clean up|smooth\w*)\b/i, "filtering filters noise"],
  [
    /\b(burn\w* out|overheat\w*|too much current|short circuits?|blow\w* up|overload\w*|damage)\b/i,
    "protection over-current thermal safe",
  ],
  [
    /\b(later|grow|expand|scale|new features|upgrad\w*|start(ing)? again|from scratch|rewrit\w*)\b/i,
    "grow added without rewriting upgrade path",
  ],
  [/\b(talk|say|speak|explain) [\w ]{0,20}(instead of|rather than) (typ|writ)\w*/i, "voice recording speak"],
  [/\b(voice (message|note|memo)|leave a message)\b/i, "voice recording speak"],
  [/\b(log|logs|logged|record (data|measurements))\b/i, "logging monitoring"],
  [
    /\b(touch ?screens?|screens?|lcds?|oleds?|displays?|keypads?|knobs?)\b/i,
    "displays touch controls buttons user interface",
  ],
  [/\b(mains|230 ?v|240 ?v|high voltages?|live)\b/i, "mains hazardous voltage isolation"],
  [
    /\b(usb|dc|battery|wall) power(ed)?\b|\bpower(ed)? (from|by|over) (usb|dc|a battery|batteries)\b/i,
    "supply low-voltage",
  ],
  [
    /\b(quick|rapid|fast|speedy|cheap) (prototyp\w*|route|service|option|track|turnaround|development)\b/i,
    "Swift Development fast-track",
  ],
  [
    /\b(try out|trial|test\w* (it |them )?(first|before)|before (putting|running|loading))\b/i,
    "PC prototyping proven first",
  ],
  [
    /\b(big|large|small|smaller|corporate|enterprise)\b(?=.*\b(compan\w*|firms?|business\w*|clients?|customers?)\b)/i,
    "startups established businesses",
  ],
  [/\b(start quickly|boot\w*|start-?up time|power on)\b/i, "starts instantly"],
  [/\bstructur\w*|\barchitect\w*/i, "architecture drivers application logic"],
  [/\b(simple|simpler|fewer parts|minimal)\b/i, "simpler fewer components"],
  [/\b(programming(?! languages?)|coding|code)\b/i, "firmware programmed C code"],
  [
    /\b(talk to each other|communicat\w*|share data|exchange data|send data|interconnect\w*)\b/i,
    "communication protocol talk share data",
  ],
  [/\b(fix\w*|problems?|issues?|bugs?|troubleshoot\w*|not working|faulty)\b/i, "debugging review improving existing"],
  [
    /\b(mass production|production|manufactur\w*|volume|scale up|factory|factories|fabricat\w*|be (made|built|produced))\b/i,
    "manufacture production volume manufacturing",
  ],
  [
    /\b(whole thing|everything|complete|full|start to finish|end[- ]to[- ]end|turnkey|all of it)\b/i,
    "End-to-End full responsibility complete concept to production",
  ],
];

/** The question plus the site's words for what it asks about. */
export function expandQuery(query: string): string {
  const additions = VISITOR_VOCABULARY.filter(([pattern]) => pattern.test(query)).map(([, words]) => words);
  return [query, ...additions].join(" ");
}

/**
 * BM25 favours a long passage that repeats one common word ("design") over one that uses more of
 * the question's words; a passage that covers more of them is usually the answer, so coverage
 * scales the score.
 */
function rankByCoverage(results: SearchResult[]): SearchResult[] {
  const asked = new Set(results.flatMap((result) => result.queryTerms)).size || 1;
  return results
    .map((result) => ({ ...result, score: result.score * (0.5 + result.queryTerms.length / asked) }))
    .sort((first, second) => second.score - first.score);
}

/**
 * One statement the offline assistant can give as (part of) an answer: a sentence of a passage,
 * a card with its name, a whole rule, or the names a list is made of.
 */
export interface SiteSentence {
  text: string;
  passage: KnowledgePassage;
  /** The names of a section's cards or steps: an overview, preferred when it covers as much. */
  overview?: boolean;
}

/** Conversational words that say how a visitor asks, not what about. */
const FILLER_WORDS = new Set(
  (
    "all already also anything company couple cover covered describe details does even explain few find firm give " +
    "has help hi hello info information just kind know like many may might more must need only read really see " +
    "shall show something sort still tell thanks too want whether yes you're i'm i'd we're what's " +
    // How a visitor judges, not what about.
    "myself ourselves yourself yourselves fine ok okay alright good better best great nice roughly actually " +
    "someone anyone anybody somebody thing things stuff able sure"
  ).split(" "),
);

/**
 * A word's key for matching: plural and common verb endings dropped, then its first six letters,
 * so "designing" meets "design", "prototypes" "prototyping" and "eligible" "eligibility".
 */
export function wordKey(word: string): string {
  let key = stem(word);
  if (key.length > 5) key = key.replace(/(ing|ed|er|ly)$/, "");
  return (key.length > 4 ? key.replace(/e$/, "") : key).slice(0, 6);
}

/**
 * Acronyms that spell a stop word ("a CAN bus", "IT support", "US clients"): in capitals, in a text
 * that is not all capitals, they are a subject, marked so that they are not read as the word.
 */
const ACRONYMS_SPELLING_STOP_WORDS = /\b(CAN|IT|US)\b/g;
const markAcronyms = (text: string) =>
  /\p{Ll}/u.test(text) ? text.replace(ACRONYMS_SPELLING_STOP_WORDS, "$1acronym") : text;

/**
 * A text's words that carry meaning, in lower case. A Markdown link does not count: it names another
 * page, which answers better than the list that links it.
 */
function wordsOf(text: string): string[] {
  const words =
    markAcronyms(text)
      .replace(/\[[^\]]*\]\([^)]*\)/g, " ")
      .replace(/\be-mail/gi, "email")
      // "what's" is "what", "don't" "do not": a contraction's ending is not a word.
      .replace(/n['’]t\b/gi, " not")
      .replace(/['’](s|re|ll|d|ve|m)\b/gi, "")
      .toLowerCase()
      .match(/c\+\+|c#|[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => word === "why" || (!STOP_WORDS.has(word) && !FILLER_WORDS.has(word)));
}

/** The keys of a text's words that carry meaning. */
const keysOf = (text: string) => wordsOf(text).map(wordKey);

const SHORT_SENTENCE_CHARS = 20;

/** A sentence that starts like this leans on the one before it ("That experience..."). */
const LEANS_ON_PREVIOUS = /^(it|its|this|that|these|those|they|their|then|such)\b/i;

/**
 * A passage's sentences; a short one ("Yes.") joins the next, one that leans on the one before
 * joins that, and "vs." ends none.
 */
function sentencesOf(text: string): string[] {
  const pieces = text.split(/(?<=[.!?])\s+(?=[A-Z0-9])/);
  const sentences: string[] = [];
  let pending = "";
  for (const piece of pieces) {
    if (!pending && sentences.length && LEANS_ON_PREVIOUS.test(piece)) {
      sentences.push(`${sentences.pop()} ${piece}`);
      continue;
    }
    const joined = pending ? `${pending} ${piece}` : piece;
    if (joined.length < SHORT_SENTENCE_CHARS || /\bvs\.$/.test(joined)) pending = joined;
    else {
      sentences.push(joined);
      pending = "";
    }
  }
  if (pending) sentences.push(pending);
  return sentences;
}

/** An answer to a question (an FAQ) this short is given whole: its sentences lean on one another. */
const WHOLE_ANSWER_CHARS = 320;

function passageSentences(passage: KnowledgePassage): SiteSentence[] {
  const text = passage.quoteTitle ? `${passage.title}: ${passage.text}` : passage.text;
  const whole = passage.whole || (passage.title.endsWith("?") && text.length <= WHOLE_ANSWER_CHARS);
  const sentences = whole ? [text] : sentencesOf(text);
  // A section of cards or steps can also be answered by their names, which the page shows as
  // headings; a list already reads as its entries.
  const names =
    passage.items && passage.items.length > 1 && !passage.text.includes(passage.items.join("; "))
      ? [`${passage.title}: ${listPhrase(passage.items)}.`]
      : [];
  return [
    ...names.map((text) => ({ text, passage, overview: true })),
    ...sentences.map((sentence) => ({ text: sentence.trim(), passage })),
  ];
}

interface IndexedSentence extends SiteSentence {
  ownKeys: ReadonlySet<string>;
  /** The keys of its passage's title (an FAQ's question, a section heading). */
  headingKeys: ReadonlySet<string>;
  /** Both. */
  keys: ReadonlySet<string>;
  /** The keys of the page's name, which count for less. */
  pageKeys: ReadonlySet<string>;
}

interface SentenceIndex {
  sentences: IndexedSentence[];
  weights: Map<string, number>;
  /** The weight of a word the site never uses: that of its rarest words. */
  unknownWeight: number;
  /** The most an everyday English word weighs (EVERYDAY_WORDS), on the site or not. */
  everydayWeight: number;
}

let sentenceIndex: SentenceIndex | undefined;

/**
 * A word the site never uses (and the visitor vocabulary does not translate) is the likeliest
 * subject of a question the site does not answer ("quantum computers"): it weighs more than the
 * site's rarest word.
 */
const UNKNOWN_WORD_SHARE = 1.3;
/**
 * An everyday English word ("once", "whole", "okay") says how a visitor asks, not what about,
 * whether the site uses it or not: it weighs at most this share of an unknown word (decision 0047).
 */
const EVERYDAY_WORD_SHARE = 0.35;

function siteSentences(): SentenceIndex {
  if (!sentenceIndex) {
    const seen = new Set<string>();
    const sentences = SITE_PASSAGES.filter((passage) => !passage.minor)
      .flatMap(passageSentences)
      .filter((sentence) => !seen.has(sentence.text) && seen.add(sentence.text))
      .map((sentence) => {
        const ownKeys = new Set(sentence.passage.describesPage ? [] : keysOf(sentence.text));
        const headingKeys = new Set(keysOf(sentence.passage.title));
        return {
          ...sentence,
          ownKeys,
          headingKeys,
          keys: new Set([...ownKeys, ...headingKeys]),
          // The page's name and its address: a page under /services/ is about a service.
          pageKeys: new Set(keysOf(`${sentence.passage.source} ${sentence.passage.path.replace(/[/#-]/g, " ")}`)),
        };
      });
    const counts = new Map<string, number>();
    for (const sentence of sentences) {
      for (const key of sentence.keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const weightOf = (count: number) => Math.log(1 + sentences.length / count);
    sentenceIndex = {
      sentences,
      weights: new Map([...counts].map(([key, count]) => [key, weightOf(count)])),
      unknownWeight: weightOf(1) * UNKNOWN_WORD_SHARE,
      everydayWeight: weightOf(1) * UNKNOWN_WORD_SHARE * EVERYDAY_WORD_SHARE,
    };
  }
  return sentenceIndex;
}

/**
 * The words the site's sentences, headings and page names use (stemmed, as `stem` leaves them), for
 * scripts/assistant-everyday-words.ts, which leaves out the frequent words the site uses.
 */
export function siteWords(): string[] {
  const words = SITE_PASSAGES.filter((passage) => !passage.minor).flatMap((passage) =>
    wordsOf(`${passage.title} ${passage.text} ${passage.source}`),
  );
  return [...new Set(words.map(stem))].sort();
}

/** Words that help a question along but say little about its subject ("get", "use"): they count for less. */
const LIGHT_WORDS = new Set(
  ["build", "client", "customer", "do", "get", "go", "keep", "make", "take", "use", "way", "why", "work", "write"].map(
    wordKey,
  ),
);
const LIGHT_WORD_SHARE = 0.25;
/** The least a synonym stands for, however common it is on the site. */
const SYNONYM_FLOOR = 0.5;

let everydayWordSet: ReadonlySet<string> | undefined;

/** EVERYDAY_WORDS as a set, built on first use. */
function everydayWordKeys(): ReadonlySet<string> {
  everydayWordSet ??= new Set(EVERYDAY_WORDS.trim().split(/\s+/));
  return everydayWordSet;
}

/** A part of the question: its own word, or a way of asking with the site's words for it. */
interface QuestionPart {
  /** The question's own words. */
  asked: ReadonlySet<string>;
  /** The site's words for them (VISITOR_VOCABULARY). */
  synonyms: ReadonlySet<string>;
  /**
   * How much each synonym stands for the question's word: its weight against that of the rarest
   * synonym, so "development" alone (common on the site) stands for "fast track" less than "Swift".
   */
  synonymShare: ReadonlyMap<string, number>;
  weight: number;
}

/** The company's name in a question means "you": it says nothing about the subject. */
const SELF_REFERENCE = new RegExp(`\\b(${SITE.name}|${SITE.name.split(" ")[0]})\\b`, "gi");

/** A number and its unit ("80 mm"), joined as the site writes them ("100mm"): one measurement. */
const MEASUREMENT = /(\d)\s+(mm|cm|m|v|mv|kv|a|ma|w|mw|kw|hz|khz|mhz|ghz|g|kg)\b/gi;

function questionParts(message: string, index: SentenceIndex): QuestionPart[] {
  const question = message.replace(SELF_REFERENCE, " ").replace(MEASUREMENT, "$1$2");
  // A measurement the site does not state ("9V", "120") gives a question's detail, not its subject.
  const isLight = (key: string) => LIGHT_WORDS.has(key) || (!index.weights.has(key) && /\d/.test(key));
  const weightOf = (key: string) => {
    const weight = index.weights.get(key) ?? index.unknownWeight;
    const everyday = everydayWordKeys().has(key) ? Math.min(weight, index.everydayWeight) : weight;
    return everyday * (isLight(key) ? LIGHT_WORD_SHARE : 1);
  };
  const parts: QuestionPart[] = [];
  const grouped = new Set<string>();
  for (const [pattern, words] of VISITOR_VOCABULARY) {
    const asked = question.match(new RegExp(pattern.source, "gi"));
    if (!asked) continue;
    const askedKeys = asked.flatMap(keysOf).filter((key) => !isLight(key));
    for (const key of asked.flatMap(keysOf)) grouped.add(key);
    const weights = askedKeys.map(weightOf);
    const synonyms = new Set(keysOf(words));
    const rarest = Math.max(...[...synonyms].map(weightOf));
    parts.push({
      asked: new Set(askedKeys),
      synonyms,
      synonymShare: new Map(
        [...synonyms].map((key) => [key, SYNONYM_FLOOR + (1 - SYNONYM_FLOOR) * (weightOf(key) / rarest)]),
      ),
      weight: weights.length ? Math.max(...weights) : index.unknownWeight / 2,
    });
  }
  for (const key of new Set(keysOf(question))) {
    if (!grouped.has(key))
      parts.push({ asked: new Set([key]), synonyms: new Set(), synonymShare: new Map(), weight: weightOf(key) });
  }
  return parts;
}

export interface RankedSentence extends SiteSentence {
  /** The share of the question's weight the sentence answers, from 0 to 1. */
  coverage: number;
  /** Its words (as keys), so a reply can skip a sentence that repeats another. */
  words: ReadonlySet<string>;
}

/**
 * How much a question's word counts where it is found: in the sentence itself, as the site's word
 * for it there, in the heading the sentence sits under, or only in the page's name ("motor" on
 * the Motor Control Design page).
 */
const CREDIT = { asked: 1, synonym: 0.9, heading: 0.85, pageName: 0.7 } as const;
/** How much an overview is preferred over a sentence that covers as much of the question. */
const OVERVIEW_PREFERENCE = 0.05;
const HEADING_PREFERENCE = 0.02;
/** How much lexical search's passage ranking moves a sentence: enough to order equals, not to overturn coverage. */
const TIE_BREAK = 0.03;

const hasAny = (keys: ReadonlySet<string>, wanted: ReadonlySet<string>) => [...wanted].some((key) => keys.has(key));

/** The largest share of the question's word that synonyms found in these keys stand for. */
const synonymCredit = (keys: ReadonlySet<string>, part: QuestionPart) =>
  Math.max(0, ...[...part.synonymShare].filter(([key]) => keys.has(key)).map(([, share]) => share));

function credit(sentence: IndexedSentence, part: QuestionPart): number {
  if (hasAny(sentence.ownKeys, part.asked)) return CREDIT.asked;
  if (hasAny(sentence.keys, part.asked)) return CREDIT.heading;
  if (hasAny(sentence.pageKeys, part.asked)) return CREDIT.pageName;
  return Math.max(
    CREDIT.synonym * synonymCredit(sentence.ownKeys, part),
    CREDIT.heading * synonymCredit(sentence.keys, part),
    CREDIT.pageName * synonymCredit(sentence.pageKeys, part),
  );
}

/**
 * The site's sentences that answer most of the question, best first. Coverage weighs each word of
 * the question by how rare it is on the site (a word the site never uses weighs most), so a
 * sentence that shares only "design" with "Do you design hearing aids?" covers little of it.
 */
export function rankSentences(question: string, limit: number): RankedSentence[] {
  const index = siteSentences();
  const parts = questionParts(question, index);
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  if (total === 0) return [];
  // The passages lexical search ranks highest break ties between sentences that cover as much.
  const passageScores = new Map(
    rankByCoverage(siteIndex().search(expandQuery(question))).map((result) => [result.id, result.score]),
  );
  const bestPassage = Math.max(1e-9, ...passageScores.values());

  return index.sentences
    .filter((sentence) => !sentence.passage.answersOnly || sentence.passage.answersOnly.test(question))
    .map((sentence) => {
      const answered = parts.reduce((sum, part) => sum + part.weight * credit(sentence, part), 0);
      const coverage = answered / total;
      const tieBreak = (passageScores.get(sentence.passage.id) ?? 0) / bestPassage;
      // Of two that cover as much, the one under a heading made of the question's words ("Why
      // Choose Us"); an overview answers a question about its heading ("your design process").
      const questionKeys = new Set(parts.flatMap((part) => [...part.asked, ...part.synonyms]));
      const headingPrecision =
        [...sentence.headingKeys].filter((key) => questionKeys.has(key)).length /
        Math.max(1, sentence.headingKeys.size);
      // Only the heading's own words: "Why Choose Our Motor Control Design" is about choosing, not motors.
      const headingTopic = [...sentence.headingKeys].filter((key) => !sentence.pageKeys.has(key));
      const asksForHeading =
        headingTopic.filter((key) => questionKeys.has(key)).length >= Math.max(1, headingTopic.length / 2);
      const rank =
        coverage +
        TIE_BREAK * tieBreak +
        HEADING_PREFERENCE * headingPrecision +
        (sentence.overview && asksForHeading ? OVERVIEW_PREFERENCE : 0);
      return {
        text: sentence.text,
        passage: sentence.passage,
        overview: sentence.overview,
        coverage,
        words: sentence.ownKeys,
        rank,
      };
    })
    .filter((sentence) => sentence.coverage > 0)
    .sort((first, second) => second.rank - first.rank)
    .slice(0, limit)
    .map(({ rank: _rank, ...sentence }) => sentence);
}

/**
 * The pages a question names ("Is there a page about embedded software?"): every word of the
 * page's name is in the question. Longest name first.
 */
export function pagesNamedIn(question: string): { name: string; path: string }[] {
  const asked = new Set(keysOf(question));
  const pages = new Map<string, { name: string; path: string; keys: string[] }>();
  for (const passage of SITE_PASSAGES) {
    const path = pagePathOf(passage);
    const keys = keysOf(passage.source).filter((key) => key !== wordKey("page"));
    if (!pages.has(path) && keys.length) pages.set(path, { name: passage.source, path, keys });
  }
  return [...pages.values()]
    .filter((page) => page.keys.every((key) => asked.has(key)))
    .sort((first, second) => second.keys.length - first.keys.length)
    .map(({ name, path }) => ({ name, path }));
}
