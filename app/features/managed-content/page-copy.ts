import type { SectionLookup } from "~/content/editable-copy";
import { escapeHtml } from "~/lib/html-text";

/** What a page's loader read (PageContent), as far as rendering its copy needs it. */
export type LoadedContent = { ok: true; sections: Record<string, string> } | { ok: false };

/**
 * A page's copy with every marked field as HTML: the section the loader read, or its escaped
 * built-in wording. When the read failed the page shows its built-in wording (the toast says so);
 * only the sections that were editable from the start show the error texts, through <ManagedContent>.
 */
export function pageCopy<C>(definition: { resolve(lookup: SectionLookup): C }, content: LoadedContent): C {
  const sections: Partial<Record<string, string>> = content.ok ? content.sections : {};
  return definition.resolve((section, fallback) => sections[section] ?? escapeHtml(fallback));
}
