import MiniSearch, { type SearchResult } from "minisearch";
import { SITE_PASSAGES, type KnowledgePassage } from "./site-knowledge";

/**
 * Full-text search over the site's own content (app/content/site-knowledge.ts). The offline
 * assistant quotes its best passages; the Workers AI assistant gets them as grounding.
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
  [/\b(offer|provide|services?|kind of work|what (do|can) you do)\b/i, "services offer"],
  [/\b(techniques?|methods?|approach)\b/i, "techniques methods"],
  [/\b(eligib\w*|qualif\w*|criteri\w*|requirements?)\b/i, "eligible eligibility criteria"],
  [
    /\b(uk|united kingdom|britain|british|england|scotland|wales|ireland|irish|northern ireland|based|located|location|countr(y|ies)|regions?|where are you)\b/i,
    "region location",
  ],
  [/\b(small|size|footprint|memory|tiny|flash|ram|lightweight|overhead)\b/i, "footprint flash RAM"],
  [/\b(cost|costs|price|prices|pricing|cheap|cheaper|expensive|budget|afford\w*)\b/i, "cost pricing budget"],
  [/\b(e-?mail|phone|contact|touch|reach|reply|respond|response|answer)\b/i, "contact e-mail respond"],
  [/\b(voice|record|recording|speak|spoken|audio|microphone)\b/i, "voice recording speak"],
  [/\b(blog|articles?|posts?|written|read)\b/i, "blog articles"],
  [/\b(consider|considerations?|take into account|factors?|trade-?offs?)\b/i, "considerations"],
  [/\b(big|large|size|dimensions?)\b/i, "size board fits"],
  [/\b(prototype|how long|timeline|weeks)\b/i, "prototype weeks"],
  [/\b(steps?|process|stages?|how do you work)\b/i, "process steps"],
  [/\b(compliance|compliant|approval|certif\w*|ce|fcc)\b/i, "compliance CE FCC"],
  [/\b(windows|gui|pc|desktop)\b/i, "Windows GUI PC"],
  [/\bprotocols?\b/i, "communication"],
  [/\b(rtos|freertos|zephyr|linux|operating systems?|os)\b/i, "operating system RTOS"],
  [/\b(interfaces?|buses|bus)\b/i, "UART USB TCP/IP"],
  [/\b(experience|years|history)\b/i, "experience years"],
  [/\b(found\w*|owner|who runs)\b/i, "founder"],
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

/** Results scoring below this share of the best one are too weak to quote. */
const RELATIVE_SCORE_FLOOR = 0.4;

interface SearchOptions {
  /** At most one passage per page (breadth) instead of simply the strongest. */
  onePerPage?: boolean;
  /** The share of the best score a passage needs; a model can sift weaker passages than a visitor. */
  floor?: number;
}

/**
 * Whether the question shares a real word with the site (the same word or one it begins), not
 * only a fuzzy look-alike such as "weather" for "whether": without one, the site has no answer.
 */
export function hasSiteMatch(query: string): boolean {
  return siteIndex()
    .search(expandQuery(query), { fuzzy: false, prefix: (term) => term.length > 3 })
    .some((result) => result.queryTerms.length > 0);
}

/**
 * The best passages for a question, strongest first; with onePerPage (for the model's grounding,
 * which wants breadth) at most one per page.
 */
export function searchSite(
  query: string,
  limit: number,
  { onePerPage = true, floor = RELATIVE_SCORE_FLOOR }: SearchOptions = {},
): KnowledgePassage[] {
  const results = rankByCoverage(siteIndex().search(expandQuery(query)));
  const best = results[0]?.score ?? 0;
  const passages: KnowledgePassage[] = [];
  for (const result of results) {
    if (passages.length === limit || result.score < best * floor) break;
    const passage = passagesById.get(result.id)!;
    if (!onePerPage || !passages.some((chosen) => chosen.path === passage.path)) passages.push(passage);
  }
  return passages;
}
