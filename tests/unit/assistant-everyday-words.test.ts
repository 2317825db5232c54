import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EVERYDAY_WORDS_MODULE, everydayWords, everydayWordsModule } from "../../scripts/assistant-everyday-words";
import { rankSentences } from "~/features/assistant/site-search.server";

/**
 * The offline assistant's everyday words (docs/decisions/0047): generated from stopwords-iso,
 * WordNet's corpus counts and the site's copy, and committed.
 */
describe("everyday words", () => {
  it("the committed list is what `npm run assistant:everyday-words` makes from today's site copy", () => {
    expect(readFileSync(EVERYDAY_WORDS_MODULE, "utf8")).toBe(everydayWordsModule());
  });

  it("holds stop words even where the site uses them, and frequent words only where it does not", () => {
    const words = everydayWords();
    // "once" is on the site and a stop word; "whole" is not on the site.
    expect(words).toEqual(expect.arrayContaining(["once", "whol"]));
    // "design" is frequent in English but the site's own subject.
    expect(words).not.toContain("design");
  });

  it("lets a visitor's everyday words weigh less than a subject the site never mentions", () => {
    const coverage = (question: string) => rankSentences(question, 1)[0]?.coverage ?? 0;
    // "okay" and "whole" are everyday words the site never uses; "quantum" is a subject it never mentions.
    const everyday = coverage("Is it okay if you develop a single board, not the whole thing?");
    const unknownSubject = coverage("Is it okay if you develop a single quantum board?");
    expect(everyday).toBeGreaterThan(0.75);
    expect(unknownSubject).toBeLessThan(everyday - 0.2);
  });
});
