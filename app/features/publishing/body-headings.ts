import { htmlToText } from "~/lib/html-text";
import { slugFromTitle } from "./paths";

export interface BodyHeading {
  id: string;
  text: string;
}

/** From this many section headings up, a text gets a contents list. */
export const CONTENTS_FROM_HEADINGS = 3;

/**
 * A sanitised text with an id on each section heading (h2), so a contents list can link to it,
 * and those headings in order. The sanitiser drops ids; they are added after it.
 */
export function withHeadingIds(html: string): { html: string; headings: BodyHeading[] } {
  const headings: BodyHeading[] = [];
  const used = new Set<string>();
  const withIds = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_whole, inner: string) => {
    const text = htmlToText(inner);
    const base = `section-${slugFromTitle(text) || headings.length + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: withIds, headings };
}

/**
 * Header cells say what they head, for screen readers and the HTML checker: a row of header cells
 * (the table's first, or in its head) heads columns; a header cell in a row of data heads its row.
 * The editor and the sanitiser leave the attribute out; it is added when the page is made.
 */
export function withTableScopes(html: string): string {
  return html.replace(/<tr>([\s\S]*?)<\/tr>/g, (_row, cells: string) => {
    const headerRow = !/<td[\s>]/.test(cells);
    return `<tr>${cells.replace(/<th(?=[\s>])(?![^>]*\sscope=)/g, `<th scope="${headerRow ? "col" : "row"}"`)}</tr>`;
  });
}

/**
 * A figure scrolls sideways on a phone (a diagram keeps a readable size), so keyboard users must
 * be able to reach it to scroll it: each figure is a tab stop. The sanitiser drops tabindex; it
 * is added when the page is made.
 */
export function withFocusableFigures(html: string): string {
  return html.replace(/<figure>/g, '<figure tabindex="0">');
}
