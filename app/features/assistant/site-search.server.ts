import MiniSearch from "minisearch";
import { SITE_PASSAGES, type KnowledgePassage } from "./site-knowledge";

/**
 * Full-text search over the site's own content (app/content/site-knowledge.ts). The offline
 * assistant quotes its best passages; the Workers AI assistant gets them as grounding.
 */
const STOP_WORDS = new Set(
  (
    "a about an and any are as at be but by can could does for from get have how i if in into is it its " +
    "me my no not of on or our please so tell than that the their them then there these they this to us " +
    "was we what when where which who why will with would you your"
  ).split(" "),
);

let index: MiniSearch<KnowledgePassage> | undefined;
const passagesById = new Map(SITE_PASSAGES.map((passage) => [passage.id, passage]));

function siteIndex(): MiniSearch<KnowledgePassage> {
  if (!index) {
    index = new MiniSearch<KnowledgePassage>({
      fields: ["title", "text", "source"],
      processTerm: (term) => {
        const lower = term.toLowerCase();
        return STOP_WORDS.has(lower) ? null : lower;
      },
      searchOptions: {
        boost: { title: 2, source: 1.5 },
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      },
    });
    index.addAll(SITE_PASSAGES);
  }
  return index;
}

/** Results scoring below this share of the best one are too weak to quote. */
const RELATIVE_SCORE_FLOOR = 0.5;

/** The best passages for a question, at most one per page, strongest first. */
export function searchSite(query: string, limit: number): KnowledgePassage[] {
  const results = siteIndex().search(query);
  const best = results[0]?.score ?? 0;
  const passages: KnowledgePassage[] = [];
  for (const result of results) {
    if (passages.length === limit || result.score < best * RELATIVE_SCORE_FLOOR) break;
    const passage = passagesById.get(result.id)!;
    if (!passages.some((chosen) => chosen.path === passage.path)) passages.push(passage);
  }
  return passages;
}
