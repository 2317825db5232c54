import { describe, expect, it } from "vitest";
import { EDITABLE_CONTENT, EDITABLE_PAGES, type EditablePage } from "~/content/editable";
import { editablePage } from "~/content/editable-copy";

const PAGES = Object.keys(EDITABLE_PAGES) as EditablePage[];
const MARK = "\u0001";

/**
 * Fields of a page's copy that are structure, not prose, so they stay in code: addresses, image
 * data, identifiers, icon names, numbers shown as figures, and the SEO texts of <head>.
 */
const STRUCTURE_KEYS = new Set(["seo", "meta", "href", "to", "swiftButtonTo", "src", "alt", "slug", "searchQuery"]);
const STRUCTURE_VALUE_KEYS = new Set(["kind", "id", "figure", "icon"]);

/** Every string in a copy object with the key it sits under; structure subtrees are skipped. */
function strings(value: unknown, key = "", out: { key: string; text: string }[] = []) {
  if (STRUCTURE_KEYS.has(key)) return out;
  if (typeof value === "string") out.push({ key, text: value });
  else if (Array.isArray(value)) value.forEach((item) => strings(item, key, out));
  else if (value && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) strings(child, childKey, out);
  }
  return out;
}

/**
 * The marked fields a page renders inside a link or button: a link's `label` (beside its `href` or
 * `to`), and the labels named after what they label (`linkLabel`, `readMoreLabel`, `checkLabel`…).
 */
function labelSections(value: unknown, key = "", parent: object = {}, out: string[] = []): string[] {
  if (STRUCTURE_KEYS.has(key)) return out;
  if (typeof value === "string") {
    const inLink = (key === "label" && ("href" in parent || "to" in parent)) || key.endsWith("Label");
    if (inLink && value.startsWith(MARK)) out.push(value.slice(1));
  } else if (Array.isArray(value)) value.forEach((item) => labelSections(item, key, parent, out));
  else if (value && typeof value === "object") {
    for (const [childKey, child] of Object.entries(value)) labelSections(child, childKey, value, out);
  }
  return out;
}

describe("the editable-section catalogue", () => {
  for (const page of PAGES) {
    it(`${page}: every marked field is catalogued, and every other text of the page is structure`, () => {
      const definition = EDITABLE_PAGES[page];
      const resolved = definition.resolve((section) => `${MARK}${section}`);
      const found = strings(resolved);
      const marked = found.filter(({ text }) => text.startsWith(MARK)).map(({ text }) => text.slice(1));
      expect(marked.sort()).toEqual(Object.keys(EDITABLE_CONTENT[page]).sort());
      const unmarked = found.filter(({ text, key }) => !text.startsWith(MARK) && !STRUCTURE_VALUE_KEYS.has(key));
      expect(unmarked, "prose that is not marked editable").toEqual([]);
    });

    it(`${page}: the text of a link or button is a label, which cannot hold a link of its own`, () => {
      const kinds: Record<string, string> = EDITABLE_PAGES[page].kinds;
      const labels = labelSections(EDITABLE_PAGES[page].resolve((section) => `${MARK}${section}`));
      expect(Object.fromEntries(labels.map((section) => [section, kinds[section]]))).toEqual(
        Object.fromEntries(labels.map((section) => [section, "label"])),
      );
    });

    it(`${page}: rendering with no stored rows gives the built-in copy`, () => {
      const definition = EDITABLE_PAGES[page];
      expect(definition.resolve((_section, fallback) => fallback)).toEqual(definition.copy);
    });
  }

  it("names pages and sections in snake_case, each with built-in wording", () => {
    for (const [page, sections] of Object.entries(EDITABLE_CONTENT)) {
      expect(page).toMatch(/^[a-z][a-z0-9_]*_page$/);
      for (const [section, fallback] of Object.entries(sections as Record<string, string>)) {
        expect(section, page).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
        expect(fallback.trim(), `${page}/${section}`).not.toBe("");
      }
    }
  });

  it("keeps the identifiers and wording of the sections that were editable first", () => {
    const catalogue: Record<string, Record<string, string>> = EDITABLE_CONTENT;
    const first = {
      home_page: ["core_message", "swift_button_label"],
      about_page: ["who_we_are"],
      services_page: ["intro", "core_message"],
      electronic_design_page: ["title", "intro_paragraph_1", "intro_paragraph_2", "intro_paragraph_3"],
      system_development_page: ["title", "intro"],
      blog_page: ["title", "intro_paragraph"],
      faq_page: ["title", "intro"],
    };
    for (const [page, sections] of Object.entries(first)) {
      expect(Object.keys(catalogue[page] ?? {})).toEqual(expect.arrayContaining(sections));
    }
    expect(EDITABLE_CONTENT.system_development_page.title).toBe("μSystem Development");
    expect(EDITABLE_CONTENT.blog_page.title).toBe("Blog Highlights");
    expect(EDITABLE_CONTENT.home_page.swift_button_label).toBe("Discover Swift Development");
    // They were rendered in blocks of their own, so staff may keep storing paragraphs there.
    expect(EDITABLE_PAGES.home_page.kinds.core_message).toBe("block");
    expect(EDITABLE_PAGES.electronic_design_page.kinds.intro_paragraph_2).toBe("block");
  });

  it("refuses a declaration that uses a section identifier twice, or has no wording", () => {
    expect(() => editablePage("broken_page", (t) => [t("heading", "A"), t("heading", "B")])).toThrow(/declared twice/);
    expect(() => editablePage("broken_page", (t) => [t("heading", " ")])).toThrow(/no built-in wording/);
    expect(() => editablePage("broken_page", (t) => [t("Heading-1", "A")])).toThrow(/snake_case/);
  });
});
