/**
 * How a content module makes its prose staff-editable. A module declares its page once:
 *
 *   export const HISTORY_PAGE = editablePage("history_page", (t) => ({ heading: t("heading", "Our History"), ... }));
 *
 * `t(section, fallback)` marks a field as the section `section` of that page, with `fallback` as
 * its built-in wording. Running the declaration with a `t` that records what it is given yields
 * the page's catalogue (`fallbacks`, collected into EDITABLE_CONTENT in editable.ts); running it
 * with a `t` that looks the section up yields the copy a page renders. Because the identifier and
 * its wording sit on the field itself, a section cannot be rendered without being catalogued, or
 * catalogued without being rendered. Everything not marked (links, image paths, slugs, SEO) is
 * structure and stays in code.
 */

import type { IconName } from "./page-types";

declare const sectionBrand: unique symbol;

/** A marked field: a plain string at run time, whose type remembers the section it is stored under. */
export type SectionText<S extends string> = string & { readonly [sectionBrand]: S };

export interface SectionMarker {
  /** Text shown inside a heading, paragraph, list item or table cell: inline HTML only. */
  <const S extends string>(section: S, fallback: string): SectionText<S>;
  /** The text of a link or button: emphasis only, since a link inside a link breaks both apart. */
  label<const S extends string>(section: S, fallback: string): SectionText<S>;
  /** Text rendered in a block of its own, which may hold paragraphs and lists. */
  block<const S extends string>(section: S, fallback: string): SectionText<S>;
}

/** The section identifiers marked anywhere inside a copy object. */
export type SectionsOf<T> =
  T extends SectionText<infer S>
    ? S
    : T extends string | number | boolean | bigint | symbol | null | undefined
      ? never
      : T extends readonly (infer Item)[]
        ? SectionsOf<Item>
        : T extends object
          ? { [K in keyof T]-?: SectionsOf<T[K]> }[keyof T]
          : never;

/** Finds a section's text; `fallback` is its built-in wording as plain text. */
export type SectionLookup = (section: string, fallback: string, kind: SectionKind) => string;

export type SectionKind = "label" | "inline" | "block";

export interface EditablePageCopy<P extends string, C> {
  page: P;
  /** The copy with every section's built-in wording (plain text), for code that needs text, not HTML. */
  copy: C;
  /** Every section of the page with its built-in wording, in the order the page declares them. */
  fallbacks: { readonly [S in SectionsOf<C>]: string };
  /** How each section may be rendered: "block" sections may hold paragraphs, "label" ones emphasis only, the rest inline HTML. */
  kinds: { readonly [S in SectionsOf<C>]: SectionKind };
  /** The copy with each section's text taken from `lookup` (the page's loaded HTML). */
  resolve(lookup: SectionLookup): C;
}

function marker(lookup: SectionLookup): SectionMarker {
  const t = ((section: string, fallback: string) => lookup(section, fallback, "inline")) as SectionMarker;
  t.label = ((section: string, fallback: string) => lookup(section, fallback, "label")) as SectionMarker["label"];
  t.block = ((section: string, fallback: string) => lookup(section, fallback, "block")) as SectionMarker["block"];
  return t;
}

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

export function editablePage<const P extends string, C>(
  page: P,
  build: (t: SectionMarker) => C,
): EditablePageCopy<P, C> {
  const fallbacks: Record<string, string> = {};
  const kinds: Record<string, SectionKind> = {};
  const copy = build(
    marker((section, fallback, kind) => {
      // Declaration mistakes fail when the module loads, in every test layer.
      if (!SNAKE_CASE.test(section)) throw new Error(`${page}: section "${section}" is not snake_case`);
      if (section in fallbacks) throw new Error(`${page}: section "${section}" is declared twice`);
      if (!fallback.trim()) throw new Error(`${page}: section "${section}" has no built-in wording`);
      fallbacks[section] = fallback;
      kinds[section] = kind;
      return fallback;
    }),
  );
  return {
    page,
    copy,
    fallbacks: fallbacks as EditablePageCopy<P, C>["fallbacks"],
    kinds: kinds as EditablePageCopy<P, C>["kinds"],
    resolve: (lookup) => build(marker(lookup)),
  };
}

/** Cards, steps and other titled items, keyed by a stable name of the item: `<key>_title`, `<key>_text`. */
export function titledText<const K extends string>(t: SectionMarker, key: K, title: string, text: string) {
  return { title: t(`${key}_title`, title), text: t(`${key}_text`, text) };
}

/** A card: `titledText` led by an icon, whose name is structure and stays in code. */
export function iconCard<const K extends string>(
  t: SectionMarker,
  key: K,
  icon: IconName,
  title: string,
  text: string,
) {
  return { ...titledText(t, key, title, text), icon };
}

/** A question and its answer, keyed by a stable name of the question: `<key>_question`, `<key>_answer`. */
export function questionAnswer<const K extends string>(t: SectionMarker, key: K, question: string, answer: string) {
  return { question: t(`${key}_question`, question), answer: t(`${key}_answer`, answer) };
}
