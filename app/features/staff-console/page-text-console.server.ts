import { data, href, redirect } from "react-router";
import { EDITABLE_CONTENT } from "~/content/editable";
import { readConfig } from "~/lib/config.server";
import { logInfo } from "~/lib/log.server";
import {
  HISTORY_LIMIT,
  MAX_CONTENT_CHARS,
  PageTextInputError,
  isEditableSection,
  listSections,
  prepareContent,
  previewSection,
  resetSection,
  restoreVersion,
  sectionHistory,
  sectionKind,
  setSection,
  showSection,
} from "./page-text.server";
import { parseRestoreVersion, parseSectionEdit } from "./page-text-forms";

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

export async function pageTextIndex(env: Env) {
  const states = await listSections(env.DB);
  const pages = Object.keys(EDITABLE_CONTENT).map((page) => ({
    page,
    sections: states
      .filter((state) => state.page === page)
      .map((state) => ({
        section: state.section,
        stored: state.rendered.source === "stored",
        updatedAt: state.stored?.updatedAt ?? null,
        fallback: state.fallback,
      })),
  }));
  return { pages };
}

export type PageTextIndex = Awaited<ReturnType<typeof pageTextIndex>>;

export async function sectionEditor(env: Env, page: string, section: string) {
  editableOr404(page, section);
  const [state, history] = await Promise.all([
    showSection(env.DB, page, section),
    sectionHistory(env.DB, page, section),
  ]);
  return {
    page,
    section,
    kind: sectionKind(page, section),
    fallback: state.fallback,
    stored: state.stored?.html ?? null,
    rendered: state.rendered,
    history,
    historyLimit: HISTORY_LIMIT,
    maxChars: MAX_CONTENT_CHARS,
    cacheSeconds: readConfig(env).contentCacheTtlSeconds,
  };
}

export type SectionEditorData = Awaited<ReturnType<typeof sectionEditor>>;

/** The refusal in a sentence: the page-text module's words, which the staff command prints after "staff content set: ". */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1) + ".";

/**
 * The editor's form: Preview answers with the section as the page will render it, Save stores
 * it (or answers with why not) and goes back to the editor.
 */
export async function editSection(request: Request, env: Env, staffEmail: string, page: string, section: string) {
  editableOr404(page, section);
  const submission = parseSectionEdit(await request.formData());
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
  const submission = parseRestoreVersion(await request.formData());
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
