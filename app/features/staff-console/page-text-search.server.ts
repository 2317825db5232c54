/**
 * The page-text index's search: every word of the search, in any order, each found at the start of
 * a word of the section's label or text, forgiving of endings ("prototyping" finds "prototype",
 * "controllers" finds "controller") and of one typo in a longer word. MiniSearch does the matching
 * (the assistant's search library already); it is loaded only when staff search.
 */

/** Endings cut before comparing, so a word's forms meet: "designs", "designed", "designing" → "design". */
export function wordStem(word: string): string {
  let stem = word.toLowerCase();
  if (stem.length > 5 && stem.endsWith("ing")) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith("ies")) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 4 && stem.endsWith("ed")) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith("s") && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  // "prototype" and "prototyp(ing)" meet at "prototyp".
  if (stem.length > 4 && stem.endsWith("e")) stem = stem.slice(0, -1);
  return stem;
}

export interface SearchableSection {
  id: string;
  text: string;
}

/** The ids of the sections that hold every word of the search. */
export async function sectionsMatching(sections: readonly SearchableSection[], search: string): Promise<Set<string>> {
  const { default: MiniSearch } = await import("minisearch");
  const index = new MiniSearch<SearchableSection>({ fields: ["text"], storeFields: [], processTerm: wordStem });
  index.addAll(sections);
  const found = index.search(search, {
    combineWith: "AND",
    prefix: true,
    fuzzy: (term) => (term.length > 5 ? 1 : false),
  });
  return new Set(found.map((result) => String(result.id)));
}
