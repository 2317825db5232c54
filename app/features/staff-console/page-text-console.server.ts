import { data, href, redirect } from "react-router";
import type { EditablePage } from "~/content/editable";
import { readConfig } from "~/lib/config.server";
import { htmlToText } from "~/lib/html-text";
import { parseFormSubmission } from "~/lib/form-submission.server";
import { logInfo } from "~/lib/log.server";
import { sectionsMatching } from "./page-text-search.server";
import {
  HISTORY_LIMIT,
  MAX_CONTENT_CHARS,
  PageTextInputError,
  isEditableSection,
  listSections,
  prepareContent,
  previewSection,
  renderSection,
  resetSection,
  restoreVersion,
  sectionHistory,
  sectionKind,
  setSection,
  type SectionState,
} from "./page-text.server";
import { restoreVersionSchema, sectionEditSchema } from "./page-text-forms";
import { PAGE_PLACES, placeHref, sectionPlaces } from "./section-places.server";

/**
 * The page-text pages of the staff console: what their loaders read and what their actions do,
 * through the page-text module the staff command runs too. A save takes the same path as
 * `content set`: D1 only, and visitors see it once the caches' window ends (decision 0018), so
 * no layer is told to forget anything. Log lines name the staff member, page and section.
 */

/** 404 for a page or section that is not in the catalogue. */
function editableOr404(page: string, section: string) {
  if (!isEditableSection(page, section)) throw data("This section does not exist.", { status: 404 });
}

export const editorHref = (page: string, section: string) => href("/staff/pages/:page/:section", { page, section });

/** The first words of a text, for a list that shows many. */
function firstWords(text: string, count = 14): string {
  const words = text.split(" ");
  return words.length > count ? `${words.slice(0, count).join(" ")} …` : text;
}

/** Lower case with runs of white space as one space, so a search matches however it was typed. */
const searchable = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * Every editable section where it appears: pages in the site's order, sections in the page's,
 * each with its label from the page, its first words and a link to its place on the site. With a
 * search, only the sections whose label or text holds it (and the pages that have one).
 */
export async function pageTextIndex(env: Env, search: string) {
  const states = await listSections(env.DB);
  const query = searchable(search);
  const all = PAGE_PLACES.map(({ page, path, name }) => {
    const state = new Map(states.filter((entry) => entry.page === page).map((entry) => [entry.section, entry]));
    const textOf = (section: string) => htmlToText(state.get(section)!.rendered.html);
    const sections = sectionPlaces(page, textOf).map(({ section, label }) => {
      const text = textOf(section);
      const entry = state.get(section)!;
      return {
        section,
        label,
        text,
        excerpt: firstWords(text),
        stored: entry.rendered.source === "stored",
        updatedAt: entry.stored?.updatedAt ?? null,
        editHref: editorHref(page, section),
        siteHref: placeHref(path, text),
      };
    });
    return { page, name, path, sections };
  });
  const found =
    query === ""
      ? null
      : await sectionsMatching(
          all.flatMap(({ page, sections }) =>
            sections.map(({ section, label, text }) => ({ id: `${page}/${section}`, text: `${label} ${text}` })),
          ),
          query,
        );
  const pages = all.map(({ sections, ...place }) => ({
    ...place,
    sections: sections
      .filter(({ section }) => found === null || found.has(`${place.page}/${section}`))
      .map(({ text: _text, ...shown }) => shown),
  }));
  return {
    search: search.trim(),
    matches: pages.reduce((sum, page) => sum + page.sections.length, 0),
    pages: found === null ? pages : pages.filter((page) => page.sections.length > 0),
  };
}

export type PageTextIndex = Awaited<ReturnType<typeof pageTextIndex>>;

/** A section's page and label, as the page-text index shows them. */
function placeOf(states: SectionState[], page: string, section: string) {
  const { path, name } = PAGE_PLACES.find((place) => place.page === page)!;
  const textOf = (name: string) => htmlToText(states.find((entry) => entry.section === name)!.rendered.html);
  const { label, plain } = sectionPlaces(page as EditablePage, textOf).find((place) => place.section === section)!;
  return { pageName: name, label, plain, siteHref: placeHref(path, textOf(section)) };
}

export async function sectionEditor(env: Env, page: string, section: string) {
  editableOr404(page, section);
  const [states, history] = await Promise.all([listSections(env.DB, page), sectionHistory(env.DB, page, section)]);
  const state = states.find((entry) => entry.section === section)!;
  return {
    page,
    section,
    ...placeOf(states, page, section),
    kind: sectionKind(page, section),
    fallback: state.fallback,
    /** The built-in text as the page renders it: the history's first entry, "Original text". */
    original: renderSection(page, section, null).html,
    stored: state.stored?.html ?? null,
    rendered: state.rendered,
    history,
    historyLimit: HISTORY_LIMIT,
    maxChars: MAX_CONTENT_CHARS,
    cacheSeconds: readConfig(env).contentCacheTtlSeconds,
  };
}

export type SectionEditorData = Awaited<ReturnType<typeof sectionEditor>>;

/**
 * What a Restore or Reset would change, for the page that asks to confirm it: the section's
 * place, what it shows now and what it would show. `version` is a version's id, or "original"
 * for the built-in text (a reset). Unknown versions are 404.
 */
export async function sectionChange(env: Env, page: string, section: string, version: string | null) {
  editableOr404(page, section);
  const states = await listSections(env.DB, page);
  const state = states.find((entry) => entry.section === section)!;
  let after: { id: number | null; html: string };
  if (version === null || version === "original") {
    after = { id: null, html: renderSection(page, section, null).html };
  } else {
    const parsed = restoreVersionSchema.safeParse({ version });
    const found = parsed.success
      ? (await sectionHistory(env.DB, page, section)).find((entry) => entry.id === parsed.data.version)
      : undefined;
    if (!found) throw data("This version is not one of this section's.", { status: 404 });
    after = { id: found.id, html: renderSection(page, section, found.html).html };
  }
  return {
    page,
    section,
    ...placeOf(states, page, section),
    kind: sectionKind(page, section),
    editHref: editorHref(page, section),
    before: state.rendered.html,
    after,
    unchanged: after.html === state.rendered.html,
  };
}

export type SectionChangeData = Awaited<ReturnType<typeof sectionChange>>;

/** The refusal in a sentence: the page-text module's words, which the staff command prints after "staff content set: ". */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1) + ".";

/**
 * The editor's form: Preview answers with the section as the page will render it, Save stores
 * it (or answers with why not) and goes back to the editor.
 */
export async function editSection(request: Request, env: Env, staffEmail: string, page: string, section: string) {
  editableOr404(page, section);
  const submission = parseFormSubmission(await request.formData(), sectionEditSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply(), preview: null }, { status: 400 });
  }
  const { intent, text } = submission.value;
  if (intent === "preview") {
    const preview = previewSection(page, section, text);
    return {
      result: submission.reply(preview.ok ? {} : { fieldErrors: { text: [sentence(preview.error)] } }),
      preview,
    };
  }
  let html: string;
  try {
    html = prepareContent(page, section, text).html;
  } catch (error) {
    if (!(error instanceof PageTextInputError)) throw error;
    return data(
      { result: submission.reply({ fieldErrors: { text: [sentence(error.message)] } }), preview: null },
      { status: 400 },
    );
  }
  await setSection(env.DB, page, section, html, staffEmail);
  logInfo("staff_page_text_saved", { staff: staffEmail, page, section });
  return redirect(`${editorHref(page, section)}?done=saved`);
}

export async function restoreSectionVersion(
  request: Request,
  env: Env,
  staffEmail: string,
  page: string,
  section: string,
) {
  editableOr404(page, section);
  const submission = parseFormSubmission(await request.formData(), restoreVersionSchema);
  if (submission.status !== "success") return redirect(`${editorHref(page, section)}?done=unknown-version`);
  try {
    await restoreVersion(env.DB, page, section, submission.value.version, staffEmail);
  } catch (error) {
    if (!(error instanceof PageTextInputError)) throw error;
    return redirect(`${editorHref(page, section)}?done=unknown-version`);
  }
  logInfo("staff_page_text_restored", { staff: staffEmail, page, section, version: submission.value.version });
  return redirect(`${editorHref(page, section)}?done=restored`);
}

export async function resetSectionText(env: Env, staffEmail: string, page: string, section: string) {
  editableOr404(page, section);
  const deleted = await resetSection(env.DB, page, section, staffEmail);
  logInfo("staff_page_text_reset", { staff: staffEmail, page, section, deleted });
  return redirect(`${editorHref(page, section)}?done=${deleted ? "reset" : "already-built-in"}`);
}
