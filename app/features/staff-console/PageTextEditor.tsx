import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, href, useFetcher } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import type { SectionEditorData } from "./page-text-console.server";
import type { Preview } from "./page-text.server";
import { RenderedSection } from "./RenderedSection";
import { staffTime } from "~/lib/firm-time";
import { RichTextField } from "./RichTextField";
import { UnsavedChangesPrompt } from "./UnsavedChangesPrompt";

/** What the editor's action answers: the form's result, and the preview when Preview was asked for. */
export interface SectionEditActionData {
  result: SubmissionResult<string[]>;
  preview: Preview | null;
}

/** How long typing must pause before the preview is asked for again. */
const PREVIEW_DELAY_MS = 300;

const DONE_NOTICES: Record<string, string> = {
  saved: "Saved.",
  restored: "The version is restored.",
  reset: "The original text is restored.",
  "already-built-in": "The section already showed its original text.",
  "unknown-version": "That version is not one of this section's; nothing was changed.",
};

/** What each kind of section keeps (the sanitiser's kinds, decision 0067). */
const KIND_NOTES: Record<SectionEditorData["kind"], string> = {
  label:
    "This text is the label of a link or button: only bold and italics are kept (a link inside a link would break it).",
  inline:
    "This text is shown inside a heading, paragraph or list item: only inline formatting (bold, italics, links, line breaks) is kept.",
  block: "This text is a block of its own: paragraphs, lists and inline formatting are kept.",
};

const ACTIONS = { set: "Saved", reset: "Original text restored", restore: "Restored" } as const;

/**
 * The key the route gives the editor: a new version (saved, restored, reset) starts the form, and
 * the rich editor, again from the stored value.
 */
export const sectionEditorKey = (editor: SectionEditorData) =>
  `${editor.page}/${editor.section}/${editor.history[0]?.id ?? ""}`;

/**
 * One section's editor: its text, a preview rendered by the server as the page will render it
 * (asked for as staff type, and by the Preview button without JavaScript), Save, the section's
 * versions with Restore, and Reset to the built-in text.
 */
export function PageTextEditor({
  editor,
  actionData,
  done,
}: {
  editor: SectionEditorData;
  actionData: SectionEditActionData | undefined;
  done: string | null;
}) {
  const editorPath = href("/staff/pages/:page/:section", { page: editor.page, section: editor.section });
  // The stored value as it is, or the built-in text as the page shows it, to edit from.
  const startText = editor.rendered.source === "stored" ? (editor.stored ?? "") : editor.rendered.html;
  const [form, fields] = useForm<{ text: string }>({
    id: "page-text",
    lastResult: actionData?.result,
    defaultValue: { text: startText },
    shouldValidate: "onSubmit",
  });
  const preview = usePreview(editorPath);
  const shown = preview.data ??
    actionData?.preview ?? { ok: true as const, html: editor.rendered.html, changed: false };
  const [length, setLength] = useState<number | null>(null);
  // Typed since the page showed the stored text: leaving then asks first. A save, restore or reset starts the editor again.
  const [edited, setEdited] = useState(false);
  const notice = done ? DONE_NOTICES[done] : undefined;

  // Rich mode needs JavaScript and a text that may be formatted; Source shows the HTML instead.
  const richOffered = useHydrated() && !editor.plain;
  const textChanged = (value: string) => {
    setEdited(true);
    setLength([...value].length);
    preview.ask(value);
  };

  return (
    <div className="page-text-editor">
      <p>
        <Link to={href("/staff/pages")}>All page text</Link>
      </p>
      <h1>{editor.label}</h1>
      <p>
        On the page {editor.pageName}: <a href={editor.siteHref}>View on the site</a>
      </p>
      {notice && (
        <p role="status" className="page-text-editor__notice">
          {notice}
          {(done === "saved" || done === "restored" || done === "reset") &&
            ` Visitors see it within ${editor.cacheSeconds} seconds.`}
        </p>
      )}
      <p>{KIND_NOTES[editor.kind]} Scripts, styles, event handlers and javascript: links are removed.</p>

      <Form
        method="post"
        action={editorPath}
        {...getFormProps(form)}
        // A preview still waiting to be asked for would come after the save, and the save's new
        // versions would not be read (a preview does not read the page's data again).
        onSubmit={(event) => {
          preview.cancel();
          form.onSubmit(event);
        }}
        className="page-text-editor__form"
      >
        <RichTextField
          field={fields.text}
          kind={editor.kind}
          richOffered={richOffered}
          labelId="page-text-label"
          startText={startText}
          rows={10}
          onTextChange={textChanged}
        />
        <p className="page-text-editor__hint">
          {length === null ? `At most ${editor.maxChars} characters.` : `${length} of ${editor.maxChars} characters.`}
        </p>
        {fields.text.errors?.map((error) => (
          <p key={error} id={fields.text.errorId} className="staff-error" role="alert">
            {error}
          </p>
        ))}
        <div className="button-row">
          <button type="submit" name="intent" value="save" className="staff-button">
            Save
          </button>
          <button type="submit" name="intent" value="preview" className="staff-button staff-button--secondary">
            Preview
          </button>
        </div>
      </Form>

      <section className="page-text-preview" aria-labelledby="page-text-preview-heading" aria-live="polite">
        <h2 id="page-text-preview-heading">Preview: as the page will show it</h2>
        {shown.ok ? (
          <RenderedSection kind={editor.kind} html={shown.html} />
        ) : (
          <>
            <p className="staff-error">This text would be refused: {shown.error}</p>
            <p>Visitors would see the built-in text:</p>
            <RenderedSection kind={editor.kind} html={shown.html} />
          </>
        )}
        {shown.ok && shown.changed && (
          <p className="page-text-editor__hint">Markup the site does not show was removed or rewritten.</p>
        )}
      </section>

      <section aria-labelledby="page-text-history-heading">
        <h2 id="page-text-history-heading">History</h2>
        <p>Newest first. The last entry is the original text, built into the site.</p>
        <ol className="page-text-history">
          {editor.history.map((version, index) => (
            <li key={version.id} className="page-text-history__version">
              <p>
                <strong>
                  #{version.id} {ACTIONS[version.action]}
                  {version.restoredVersion !== null && ` (version #${version.restoredVersion})`}
                </strong>{" "}
                by {version.changedBy}, {staffTime(version.changedAt)}
                {/* After a reset the original shows, and is marked below instead. */}
                {index === 0 && editor.stored !== null && " (showing now)"}
              </p>
              <pre className="staff-text page-text-history__value">{version.html ?? "(the original text)"}</pre>
              {index > 0 && (
                <Link
                  to={`${editorPath}/restore?version=${version.id}`}
                  className="staff-button staff-button--secondary"
                >
                  Restore version #{version.id}…
                </Link>
              )}
            </li>
          ))}
          <li className="page-text-history__version">
            <p>
              <strong>Original text</strong>, built into the site{editor.stored === null && " (showing now)"}
            </p>
            <RenderedSection kind={editor.kind} html={editor.original} />
            {editor.stored !== null && (
              <Link to={`${editorPath}/reset`} className="staff-button staff-button--secondary">
                Restore the original…
              </Link>
            )}
          </li>
        </ol>
        {editor.history.length === editor.historyLimit && (
          <p>The latest {editor.historyLimit} changes are shown, and the original text.</p>
        )}
      </section>
      <UnsavedChangesPrompt when={edited} />
    </div>
  );
}

/** The preview asked for as staff type: one request after typing pauses, through a fetcher. */
function usePreview(editorPath: string) {
  const fetcher = useFetcher<SectionEditActionData>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    data: fetcher.data?.preview ?? undefined,
    cancel: () => clearTimeout(timer.current),
    ask(text: string) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void fetcher.submit({ intent: "preview", text }, { method: "post", action: editorPath });
      }, PREVIEW_DELAY_MS);
    },
  };
}
