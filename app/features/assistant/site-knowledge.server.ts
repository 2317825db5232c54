import type MiniSearch from "minisearch";
import { EDITABLE_CONTENT, type EditablePage } from "~/content/editable";
import { loadPagesContent } from "~/features/managed-content/index.server";
import type { ConfigVars } from "~/lib/config.server";
import { assistantInstructions } from "./assistant-prompt.server";
import { listPublished } from "~/features/publishing/index.server";
import {
  fromArticle,
  type KnownPublication,
  passageIndex,
  sitePassages,
  type Passage,
  type SiteText,
} from "./site-knowledge";

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

/**
 * The assistant's knowledge of a site whose pages show `text` (missing pages: their built-in
 * wording) and whose published articles and case studies are `publications`.
 */
export function buildKnowledge(text: SiteText, publications: readonly KnownPublication[] = []): SiteKnowledge {
  const passages = sitePassages(text, publications);
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
type Read = readonly unknown[];
let current: { read: Read; text: string; knowledge: SiteKnowledge } | undefined;

/**
 * What the pages show now, as the assistant knows it. The page text and the published articles and
 * case studies are read as the pages read them (through the same per-isolate caches, so an edit or
 * a publication reaches the assistant when it reaches the pages); the knowledge is rebuilt only
 * when what was read has changed. A page whose text cannot be read is known by its built-in
 * wording, as the page then shows it; items that cannot be read are left out, as their pages are.
 */
export async function siteKnowledge(env: { DB: D1Database } & ConfigVars): Promise<SiteKnowledge> {
  const text: SiteText = {};
  const [contents, articles, caseStudies] = await Promise.all([
    loadPagesContent(env, PAGES),
    listPublished(env, "article").catch(() => []),
    listPublished(env, "case-study").catch(() => []),
  ]);
  for (const content of contents) if (content.ok) text[content.page] = content.sections;
  const read: Read = [...PAGES.map((page) => text[page]), articles, caseStudies];
  // The caches hand out the same objects until their window ends: then nothing has changed.
  if (current && read.every((part, at) => part === current!.read[at])) return current.knowledge;
  const publications = [...articles, ...caseStudies];
  const key = JSON.stringify([text, publications]);
  if (current?.text !== key) current = { read, text: key, knowledge: buildKnowledge(text, publications) };
  else current.read = read;
  return current.knowledge;
}
