import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense, useRef } from "react";
import type { SectionKind } from "~/content/editable-copy";
import { withoutKey } from "~/lib/conform-form";
import { useRichOrSource } from "./useRichOrSource";

/** What a rich text field edits: a page's section of that kind, or an article's or case study's text. */
export type RichTextKind = SectionKind | "article";

/**
 * tiptap, fetched when an editor first shows in the browser: no other page carries it. A .client
 * module, so the Worker's build leaves it out (it had added 212 KiB gzip to the upload); it
 * renders only once hydrated.
 */
const RichTextEditor = lazy(() => import("./RichTextEditor.client"));

/**
 * A form's text field labelled "Text", edited in the rich editor or, under Source, as HTML. The
 * text field stays the form's value in both modes: the rich editor starts from what it holds (so
 * text typed before the page hydrated is kept) and writes its HTML back into it. Without
 * JavaScript, or when `richOffered` is false, only the text field shows.
 */
export function RichTextField({
  field,
  kind,
  richOffered,
  labelId,
  startText,
  rows,
  onTextChange,
}: {
  field: FieldMetadata<string>;
  kind: RichTextKind;
  richOffered: boolean;
  labelId: string;
  /** The text to start from when the field is not mounted yet. */
  startText: string;
  rows: number;
  /** Called with the new text on every change, typed in either mode. */
  onTextChange: (text: string) => void;
}) {
  const textField = useRef<HTMLTextAreaElement>(null);
  const { richShown, richReady, richStart, onRichReady, sourceButton } = useRichOrSource(richOffered);
  return (
    <>
      <div className="page-text-editor__field-head">
        <label id={labelId} htmlFor={field.id}>
          Text
        </label>
        {sourceButton}
      </div>
      {richShown && (
        <Suspense fallback={null}>
          <RichTextEditor
            key={richStart}
            // React sets the field's ref once the field is mounted. When the editor mounts in the
            // same commit (its code already loaded, after a save, restore or reset starts the form
            // again), the field is new and holds the text to start from.
            initialHtml={() => textField.current?.value ?? startText}
            kind={kind}
            labelId={labelId}
            onReady={onRichReady}
            onChange={(html) => {
              if (textField.current) textField.current.value = html;
              onTextChange(html);
            }}
          />
        </Suspense>
      )}
      <textarea
        {...withoutKey(getTextareaProps(field))}
        key={field.key}
        ref={textField}
        rows={rows}
        hidden={richShown && richReady}
        className="page-text-editor__source"
        onChange={(event) => onTextChange(event.currentTarget.value)}
      />
    </>
  );
}
