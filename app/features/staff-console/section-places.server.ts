import { EDITABLE_PAGES, type EditablePage } from "~/content/editable";
import { PUBLIC_ROUTES } from "~/content/public-routes";

/**
 * Where each editable section appears, in words an office manager recognises: the public page
 * (its name and address, in the site's order) and, for each section, a label taken from the page
 * itself: the role of the text ("Answer", "Card text", "Heading") and the heading, question or
 * card title it belongs to. The labels come from the content modules' own structure (a section
 * is a field of the copy object a page renders), so they follow the copy without a second list.
 */

/** How a field's name reads to staff; in a list of cards or steps, "title" and "text" are the card's. */
const ROLES: Record<string, string> = {
  question: "Question",
  answer: "Answer",
  heading: "Heading",
  intro: "Introduction",
  eyebrow: "Line above the title",
  label: "Link text",
  description: "Description",
};
const CARD_ROLES: Record<string, string> = { title: "Card title", text: "Card text" };
/** How one text of a list of texts reads, by the list's field name. */
const ITEM_ROLES: Record<string, string> = {
  paragraphs: "Paragraph",
  items: "List item",
  columns: "Table column heading",
};

/** The fields that name what their siblings are about, most telling first. */
const NAMING_FIELDS = ["question", "title", "heading", "name"];

/** "closingCta" or "intro_paragraph_1" as words: "Closing cta", "Intro paragraph 1". */
function words(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Fields whose text names something (a heading, a title, a question, a link): the editor offers
 * them as plain text, without formatting buttons, since the page shows them in a heading or a link.
 */
const PLAIN_FIELDS = new Set(["question", "title", "heading", "eyebrow", "label", "name", "columns"]);

export interface SectionPlace {
  section: string;
  /** "Answer · How long does it take to get a first prototype?" */
  label: string;
  /** A short text that names something, edited as plain text (see PLAIN_FIELDS). */
  plain: boolean;
}

const MARK = "\u0000";
const sectionIn = (value: unknown) =>
  typeof value === "string" && value.startsWith(MARK) && value.endsWith(MARK) ? value.slice(1, -1) : undefined;

/**
 * A page's sections in the order the page declares (and shows) them, each with its label.
 * `textOf` gives a section's current text as plain text, so a label quotes what the page shows.
 */
export function sectionPlaces(page: EditablePage, textOf: (section: string) => string): SectionPlace[] {
  const definition: { resolve(lookup: (section: string) => string): unknown } = EDITABLE_PAGES[page];
  const copy = definition.resolve((section) => `${MARK}${section}${MARK}`);
  const labels = new Map<string, string>();
  const plain = new Set<string>();

  const walk = (node: unknown, context: string | undefined, inList: boolean) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, context, true);
      return;
    }
    if (node === null || typeof node !== "object") return;
    const fields = Object.entries(node);
    const naming = NAMING_FIELDS.map((key) => sectionIn((node as Record<string, unknown>)[key])).find(Boolean);
    const own = naming === undefined ? context : textOf(naming);
    for (const [key, value] of fields) {
      if (key === "rows" && Array.isArray(value)) {
        // A table: each cell by its column's heading, and by its row's first cell (what the row is about).
        const columns = ((node as Record<string, unknown>).columns ?? []) as unknown[];
        for (const row of value) {
          if (!Array.isArray(row)) continue;
          const rowName = sectionIn(row[0]);
          row.forEach((cell, index) => {
            const section = sectionIn(cell);
            const column = sectionIn(columns[index]);
            if (section === undefined) return;
            const role = column ? `Table, ${textOf(column)}` : "Table cell";
            const about = index > 0 && rowName ? textOf(rowName) : own;
            labels.set(section, about ? `${role} · ${about}` : role);
          });
        }
        continue;
      }
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          const section = sectionIn(item);
          const role = `${ITEM_ROLES[key] ?? `${words(key)}, item`} ${index + 1}`;
          if (section === undefined) return;
          labels.set(section, own ? `${role} · ${own}` : role);
          if (PLAIN_FIELDS.has(key)) plain.add(section);
        });
      }
      const section = sectionIn(value);
      if (section === undefined) {
        walk(value, own, inList && !Array.isArray(value));
        continue;
      }
      const role = (inList ? CARD_ROLES[key] : undefined) ?? ROLES[key] ?? words(key);
      // A naming field is labelled by what encloses it; every other field by its naming field.
      const about = section === naming ? context : own;
      labels.set(section, about ? `${role} · ${about}` : role);
      if (PLAIN_FIELDS.has(key)) plain.add(section);
    }
  };
  walk(copy, undefined, false);

  return Object.keys(EDITABLE_PAGES[page].fallbacks).map((section) => ({
    section,
    label: labels.get(section) ?? "Text",
    plain: plain.has(section),
  }));
}

/** A page's name as staff say it, as a heading: "the home page" → "Home page". */
export function pageName(name: string): string {
  const bare = name.replace(/^the /i, "");
  return `${bare.charAt(0).toUpperCase()}${bare.slice(1)}`;
}

/** The public address and name of each editable page, in the site's order (the sitemap's). */
export const PAGE_PLACES: readonly { page: EditablePage; path: string; name: string }[] = PUBLIC_ROUTES.flatMap(
  (route) =>
    route.content !== undefined && Object.hasOwn(EDITABLE_PAGES, route.content)
      ? [{ page: route.content as EditablePage, path: route.path, name: pageName(route.name) }]
      : [],
);

/**
 * A link to the place on the public page where a text shows: a text fragment
 * (`#:~:text=`), which the browser scrolls to and highlights, because sections are fields of
 * the page's components and carry no element id of their own. Its first words are enough to
 * find it; a text the page does not show (a link's title, say) opens the page at the top.
 */
export function placeHref(path: string, text: string): string {
  const start = text.split(/\s+/).filter(Boolean).slice(0, 8).join(" ");
  // A text fragment treats "-", "&" and "," as syntax: they are percent-encoded with the rest.
  const encoded = encodeURIComponent(start).replace(/-/g, "%2D");
  return start ? `${path}#:~:text=${encoded}` : path;
}
