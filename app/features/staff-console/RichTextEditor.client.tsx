import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Italic from "@tiptap/extension-italic";
import { BulletList, ListItem, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { UndoRedo } from "@tiptap/extensions";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import type { SectionKind } from "~/content/editable-copy";
import { RICH_TEXT_LINK } from "./rich-text-link";
import { useEffect } from "react";

/**
 * The page-text editor's rich mode (tiptap), loaded only when a staff member opens a section, so
 * neither the public pages nor the console's other pages carry it. It offers what the public
 * sanitiser keeps and nothing more: bold and italics everywhere; links and line breaks except in
 * a label; paragraphs and lists in a block section. The HTML it writes goes through the same server checks as text
 * typed under Source.
 */

const LABEL = [Document, Paragraph, Text, Bold, Italic, UndoRedo];
const INLINE = [...LABEL, HardBreak, RICH_TEXT_LINK];
const EXTENSIONS = { label: LABEL, inline: INLINE, block: [...INLINE, BulletList, OrderedList, ListItem] };

/**
 * A label or inline section is one paragraph's content on the page: the editor's paragraphs are
 * joined (with line breaks where the kind keeps them) and the wrapping <p> is dropped, so the
 * sanitiser has nothing to remove.
 */
function withoutParagraphs(html: string, joiner: string): string {
  const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/gs)].map((match) => match[1]);
  return paragraphs.length > 0 ? paragraphs.join(joiner) : html;
}

function Toolbar({ editor, kind }: { editor: Editor; kind: SectionKind }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      link: current.isActive("link"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    if (state.link) return void chain().unsetLink().run();
    // The browser's own prompt: one field, read by screen readers, and nothing to lay out.
    const address = window.prompt("Link address (https://… or mailto:…)");
    if (address) chain().extendMarkRange("link").setLink({ href: address.trim() }).run();
  };
  const button = (label: string, pressed: boolean, run: () => void) => (
    <button type="button" className="rich-text__button" aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  return (
    <div role="toolbar" aria-label="Formatting" className="rich-text__toolbar">
      {button("Bold", state.bold, () => chain().toggleBold().run())}
      {button("Italic", state.italic, () => chain().toggleItalic().run())}
      {kind !== "label" && button(state.link ? "Remove link" : "Link", state.link, setLink)}
      {kind === "block" && button("Bulleted list", state.bulletList, () => chain().toggleBulletList().run())}
      {kind === "block" && button("Numbered list", state.orderedList, () => chain().toggleOrderedList().run())}
    </div>
  );
}

export default function RichTextEditor({
  initialHtml,
  kind,
  labelId,
  onChange,
  onReady,
}: {
  /** Read once, when the editor starts: the form's text field as it is then. */
  initialHtml: () => string;
  kind: SectionKind;
  labelId: string;
  onChange: (html: string) => void;
  onReady: () => void;
}) {
  const editor = useEditor({
    extensions: EXTENSIONS[kind],
    content: kind === "block" ? initialHtml() : `<p>${initialHtml()}</p>`,
    // Mounted in the browser only (after hydration), so the first render may show the editor.
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: "rich-text__area",
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      onChange(kind === "block" ? html : withoutParagraphs(html, kind === "inline" ? "<br>" : " "));
    },
  });
  useEffect(() => {
    if (editor) onReady();
  }, [editor, onReady]);
  if (!editor) return null;
  return (
    <div className="rich-text">
      <Toolbar editor={editor} kind={kind} />
      <EditorContent editor={editor} />
    </div>
  );
}
