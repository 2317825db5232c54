import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { uploadPicture } from "~/features/pictures";
import { PublicationPage, type PublicationView } from "~/features/publishing";
import { withoutKey } from "~/lib/conform-form";
import { staffTime } from "~/lib/firm-time";
import { useHydrated } from "~/lib/use-hydrated";
import { PUBLICATION_WORDS } from "./copy";
import { MAX_BODY_CHARS, publicationFormSchema } from "./publication-forms";
import type { PublicationEditorData } from "./publications-console.server";
import { RichTextField } from "./RichTextField";
import { UnsavedChangesPrompt } from "./UnsavedChangesPrompt";

/** What the editor's action answers: the form's result, and the page as it would look after Preview. */
export interface PublicationActionData {
  result: SubmissionResult<string[]>;
  preview: PublicationView | null;
}

const DONE_NOTICES: Record<string, string> = {
  saved: "Saved.",
  published: "Published.",
  unpublished: "Unpublished: visitors no longer see it.",
  restored: "The version is restored.",
  "unknown-version": "That version is not one of this item's; nothing was changed.",
};

const ACTIONS = { save: "Saved", publish: "Published", unpublish: "Unpublished", restore: "Restored" } as const;

/**
 * An article's or case study's editor: its fields, its text in the rich editor, a preview that
 * renders the public page, Save, Publish or Unpublish, Delete, and its versions with Restore.
 */
export function PublicationEditor({
  editor,
  actionData,
  done,
}: {
  editor: PublicationEditorData;
  actionData: PublicationActionData | undefined;
  done: string | null;
}) {
  const words = PUBLICATION_WORDS[editor.kind];
  const published = editor.status === "published";
  const [form, fields] = useForm({
    id: "publication",
    lastResult: actionData?.result,
    defaultValue: editor.values,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: publicationFormSchema }),
  });
  const [edited, setEdited] = useState(false);
  const notice = done ? DONE_NOTICES[done] : undefined;

  const richOffered = useHydrated();

  const coverField = useRef<HTMLInputElement>(null);
  const [cover, setCover] = useState(editor.cover);
  const [coverState, setCoverState] = useState<string | null>(null);
  const chooseCover = async (file: File) => {
    setCoverState("Uploading the picture…");
    try {
      const picture = await uploadPicture(file);
      if (coverField.current) coverField.current.value = picture.id;
      setCover({ src: picture.src, width: picture.width, height: picture.height });
      setEdited(true);
      setCoverState("Picture uploaded. Describe it below, then save.");
    } catch (error) {
      setCoverState(error instanceof Error ? error.message : "The picture could not be uploaded.");
    }
  };

  const error = (name: keyof typeof fields) =>
    fields[name].errors?.map((message) => (
      <p key={message} id={fields[name].errorId} className="staff-error" role="alert">
        {message}
      </p>
    ));

  return (
    <div className="page-text-editor publication-editor">
      <p>
        <Link to={words.indexPath}>All {words.plural.toLowerCase()}</Link>
      </p>
      <h1>{editor.id === null ? words.newLabel : editor.values.title}</h1>
      <p>
        {published ? (
          <>
            <strong>Published</strong>
            {editor.publishedAt && ` on ${staffTime(editor.publishedAt)}`}.{" "}
            {editor.publicPath && <a href={editor.publicPath}>View on the site</a>}
          </>
        ) : (
          <>
            <strong>Draft</strong>: visitors do not see it until you publish it.
          </>
        )}
      </p>
      {notice && (
        <p role="status" className="page-text-editor__notice">
          {notice}
          {done !== "unknown-version" && ` Visitors see the change within ${editor.cacheSeconds} seconds.`}
        </p>
      )}
      <UnsavedChangesPrompt when={edited} />

      <Form
        method="post"
        {...getFormProps(form)}
        className="page-text-editor__form staff-fields"
        onChange={() => setEdited(true)}
        onSubmit={(event) => {
          setEdited(false);
          form.onSubmit(event);
        }}
      >
        <label htmlFor={fields.title.id}>Title</label>
        <input {...withoutKey(getInputProps(fields.title, { type: "text" }))} key={fields.title.key} />
        {error("title")}

        <label htmlFor={fields.slug.id}>Address</label>
        <p className="page-text-editor__hint" id={`${fields.slug.id}-hint`}>
          The page&apos;s address after {words.publicPrefix}. Leave it empty to make it from the title.
          {published && " It is published: if you change it, the old address keeps working and leads to the new one."}
        </p>
        <input
          {...withoutKey(getInputProps(fields.slug, { type: "text" }))}
          key={fields.slug.key}
          aria-describedby={`${fields.slug.id}-hint`}
        />
        {error("slug")}

        <label htmlFor={fields.summary.id}>Summary</label>
        <p className="page-text-editor__hint">A sentence or two, shown on the card and in search results.</p>
        <textarea {...withoutKey(getTextareaProps(fields.summary))} key={fields.summary.key} rows={3} />
        {error("summary")}

        <label htmlFor={fields.category.id}>Category</label>
        <input {...withoutKey(getInputProps(fields.category, { type: "text" }))} key={fields.category.key} />
        {error("category")}

        <fieldset className="publication-editor__cover">
          <legend>Cover picture</legend>
          {cover ? (
            <img src={cover.src} width={cover.width} height={cover.height} alt="The cover picture chosen" />
          ) : (
            <p>No cover picture yet.</p>
          )}
          <input
            {...withoutKey(getInputProps(fields.cover, { type: "hidden" }))}
            key={fields.cover.key}
            ref={coverField}
          />
          <label htmlFor="cover-file">
            {cover ? "Replace the picture" : "Choose a picture"} (JPEG, PNG or WebP, at most 10 MB)
          </label>
          <input
            id="cover-file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void chooseCover(file);
            }}
          />
          {coverState && <p role="status">{coverState}</p>}
          {error("cover")}
          <label htmlFor={fields.coverAlt.id}>Describe the picture</label>
          <p className="page-text-editor__hint">
            What it shows, for people who cannot see it: for example &quot;The finished sensor board in its
            enclosure&quot;.
          </p>
          <input {...withoutKey(getInputProps(fields.coverAlt, { type: "text" }))} key={fields.coverAlt.key} />
          {error("coverAlt")}
        </fieldset>

        <RichTextField
          field={fields.body}
          kind="article"
          richOffered={richOffered}
          labelId="publication-body-label"
          startText={editor.values.body}
          rows={16}
          onTextChange={() => setEdited(true)}
        />
        <p className="page-text-editor__hint">
          At most {MAX_BODY_CHARS} characters. Headings from three up give the page a contents list.
        </p>
        {error("body")}

        {editor.usablePages.length > 0 && (
          <fieldset>
            <legend>Services and techniques used</legend>
            {editor.usablePages.map((page) => (
              <label key={page.href} className="publication-editor__check">
                <input
                  type="checkbox"
                  name={fields.usedPaths.name}
                  value={page.href}
                  defaultChecked={editor.values.usedPaths.includes(page.href)}
                />{" "}
                {page.label}
              </label>
            ))}
          </fieldset>
        )}

        <details>
          <summary>Search engines (optional)</summary>
          <label htmlFor={fields.metaTitle.id}>Title in search results</label>
          <p className="page-text-editor__hint">Empty: the title.</p>
          <input {...withoutKey(getInputProps(fields.metaTitle, { type: "text" }))} key={fields.metaTitle.key} />
          {error("metaTitle")}
          <label htmlFor={fields.metaDescription.id}>Description in search results</label>
          <p className="page-text-editor__hint">Empty: the summary.</p>
          <textarea
            {...withoutKey(getTextareaProps(fields.metaDescription))}
            key={fields.metaDescription.key}
            rows={2}
          />
          {error("metaDescription")}
        </details>

        <div className="button-row">
          <button type="submit" name="intent" value="save" className="staff-button">
            {published ? "Save changes" : "Save draft"}
          </button>
          <button type="submit" name="intent" value="preview" className="staff-button staff-button--secondary">
            Preview
          </button>
          <button type="submit" name="intent" value="publish" className="staff-button">
            {published ? "Save and keep published" : "Publish"}
          </button>
          {published && (
            <button type="submit" name="intent" value="unpublish" className="staff-button staff-button--secondary">
              Unpublish
            </button>
          )}
          {editor.id !== null && (
            <Link to={`${words.indexPath}/${editor.id}/delete`} className="staff-button staff-button--destructive">
              Delete
            </Link>
          )}
        </div>
      </Form>

      {actionData?.preview && (
        <section className="publication-preview" aria-labelledby="publication-preview-heading">
          <h2 id="publication-preview-heading">Preview: as visitors will see it</h2>
          <div className="publication-preview__page">
            <PublicationPage view={actionData.preview} showCover={editor.kind === "case-study"} />
          </div>
        </section>
      )}

      {editor.versions.length > 0 && (
        <section aria-labelledby="publication-versions-heading">
          <h2 id="publication-versions-heading">Versions</h2>
          <p>
            Newest first. Restore brings back a version&apos;s text, title, summary and pictures; the address stays.
          </p>
          <ol className="page-text-history">
            {editor.versions.map((version, index) => (
              <li key={version.id}>
                <strong>
                  {ACTIONS[version.action]}
                  {version.restoredVersion !== null && ` version #${version.restoredVersion}`}
                </strong>{" "}
                #{version.id}, {staffTime(version.changedAt)}, by {version.changedBy}: {version.title}
                {index > 0 && (
                  <Form method="post" className="page-text-history__restore">
                    <input type="hidden" name="version" value={version.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      className="staff-button staff-button--secondary"
                    >
                      Restore version #{version.id}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
