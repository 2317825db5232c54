import type MiniSearch from "minisearch";
import { EDITABLE_CONTENT, type EditablePage } from "~/content/editable";
import { loadPagesContent } from "~/features/managed-content/index.server";
import type { ConfigVars } from "~/lib/config.server";
import { assistantInstructions } from "./assistant-prompt.server";
import { fromArticle, passageIndex, sitePassages, type Passage, type SiteText } from "./site-knowledge";

export interface SiteKnowledge {
  passages: readonly Passage[];
  /**
   * The offline answerer's search over the pages' passages, the blog articles left out: their long
   * passages on general subjects would outrank the pages about the company's work. Made on first use.
   */
  readonly index: MiniSearch<Passage>;
  /** Its search over every passage, articles included: it says when an article is the best match. */
  readonly siteIndex: MiniSearch<Passage>;
  /** The model's instructions, with every passage, made on first use. */
  readonly instructions: string;
}

/** The assistant's knowledge of a site whose pages show `text` (missing pages: their built-in wording). */
export function buildKnowledge(text: SiteText): SiteKnowledge {
  const passages = sitePassages(text);
  let index: MiniSearch<Passage> | undefined;
  let siteIndex: MiniSearch<Passage> | undefined;
  let instructions: string | undefined;
  return {
    passages,
    get index() {
      return (index ??= passageIndex(passages.filter((passage) => !fromArticle(passage))));
    },
    get siteIndex() {
      return (siteIndex ??= passageIndex(passages));
    },
    get instructions() {
      return (instructions ??= assistantInstructions(passages));
    },
  };
}

const PAGES = Object.keys(EDITABLE_CONTENT) as EditablePage[];
let current: { pages: SiteText[EditablePage][]; text: string; knowledge: SiteKnowledge } | undefined;

/**
 * What the pages show now, as the assistant knows it. The page text is read as a page reads it
 * (one query, through the same per-isolate cache, so a staff edit reaches the assistant when it
 * reaches the pages); the knowledge is rebuilt only when that text has changed. A page whose text
 * cannot be read is known by its built-in wording, as the page then shows it.
 */
export async function siteKnowledge(env: { DB: D1Database } & ConfigVars): Promise<SiteKnowledge> {
  const text: SiteText = {};
  for (const content of await loadPagesContent(env, PAGES)) if (content.ok) text[content.page] = content.sections;
  const pages = PAGES.map((page) => text[page]);
  // The content cache hands out the same objects until its window ends: then nothing has changed.
  if (current && pages.every((sections, at) => sections === current!.pages[at])) return current.knowledge;
  const key = JSON.stringify(text);
  if (current?.text !== key) current = { pages, text: key, knowledge: buildKnowledge(text) };
  else current.pages = pages;
  return current.knowledge;
}
