import Blockquote from "@tiptap/extension-blockquote";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Italic from "@tiptap/extension-italic";
import { BulletList, ListItem, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import { TableKit } from "@tiptap/extension-table";
import Text from "@tiptap/extension-text";
import { UndoRedo } from "@tiptap/extensions";
import { Node, type Extensions } from "@tiptap/core";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { uploadPicture } from "~/features/pictures";
import type { RichTextKind } from "./RichTextField";
import { RICH_TEXT_LINK } from "./rich-text-link";

/**
 * The console's rich text editor (tiptap), loaded only when staff open a section or an article,
 * so neither the public pages nor the console's other pages carry it. Each kind offers what the
 * public sanitiser keeps for it and nothing more (decision 0067):
 *
 * - "label" (a link's or button's text): bold and italics;
 * - "inline" (inside a heading or paragraph): links and line breaks besides;
 * - "block" (a section of its own): paragraphs and lists besides;
 * - "article" (an article's or case study's text): section headings, quotes, tables and pictures
 *   with a caption besides. A picture is uploaded to the picture store first (uploadPicture), so
 *   the text only ever points at the site's own /media/ addresses.
 *
 * The HTML it writes goes through the same server checks as text typed under Source.
 */

/**
 * A picture with its caption: <figure><img …><figcaption>…</figcaption></figure>. The picture's
 * address, description and size are attributes; the caption is the node's text.
 */
const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "inline*",
  draggable: true,
  isolating: true,
  addAttributes() {
    const fromImg = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => element.querySelector("img")?.getAttribute(name) ?? null,
    });
    return { src: fromImg("src"), alt: fromImg("alt"), width: fromImg("width"), height: fromImg("height") };
  },
  parseHTML() {
    return [{ tag: "figure", contentElement: "figcaption" }];
  },
  renderHTML({ node }) {
    const { src, alt, width, height } = node.attrs as Record<string, string | null>;
    return ["figure", {}, ["img", { src, alt, width, height }], ["figcaption", 0]];
  },
});

const LABEL: Extensions = [Document, Paragraph, Text, Bold, Italic, UndoRedo];
const INLINE: Extensions = [...LABEL, HardBreak, RICH_TEXT_LINK];
const BLOCK: Extensions = [...INLINE, BulletList, OrderedList, ListItem];
const EXTENSIONS: Record<RichTextKind, Extensions> = {
  label: LABEL,
  inline: INLINE,
  block: BLOCK,
  article: [
    ...BLOCK,
    Heading.configure({ levels: [2, 3, 4] }),
    Blockquote,
    TableKit.configure({ table: { resizable: false } }),
    Figure,
  ],
};

const LINK_PROMPTS: Record<RichTextKind, string> = {
  label: "",
  inline: "Link address (https://… or mailto:…)",
  block: "Link address (https://… or mailto:…)",
  article: "Link address (https://…, mailto:… or a page of the site such as /services)",
};

/**
 * A label or inline section is one paragraph's content on the page: the editor's paragraphs are
 * joined (with line breaks where the kind keeps them) and the wrapping <p> is dropped, so the
 * sanitiser has nothing to remove.
 */
function withoutParagraphs(html: string, joiner: string): string {
  const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/gs)].map((match) => match[1]);
  return paragraphs.length > 0 ? paragraphs.join(joiner) : html;
}

function Toolbar({ editor, kind }: { editor: Editor; kind: RichTextKind }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading2: current.isActive("heading", { level: 2 }),
      heading3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      link: current.isActive("link"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      table: current.isActive("table"),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    if (state.link) return void chain().unsetLink().run();
    // The browser's own prompt: one field, read by screen readers, and nothing to lay out.
    const address = window.prompt(LINK_PROMPTS[kind]);
    if (address) chain().extendMarkRange("link").setLink({ href: address.trim() }).run();
  };
  const button = (label: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" className="rich-text__button" aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  const article = kind === "article";
  const lists = kind === "block" || article;
  const picture = usePictureInsert(editor);
  return (
    <>
      <div role="toolbar" aria-label="Formatting" className="rich-text__toolbar">
        {article && button("Heading", state.heading2, () => chain().toggleHeading({ level: 2 }).run())}
        {article && button("Subheading", state.heading3, () => chain().toggleHeading({ level: 3 }).run())}
        {button("Bold", state.bold, () => chain().toggleBold().run())}
        {button("Italic", state.italic, () => chain().toggleItalic().run())}
        {kind !== "label" && button(state.link ? "Remove link" : "Link", state.link, setLink)}
        {lists && button("Bulleted list", state.bulletList, () => chain().toggleBulletList().run())}
        {lists && button("Numbered list", state.orderedList, () => chain().toggleOrderedList().run())}
        {article && button("Quote", state.blockquote, () => chain().toggleBlockquote().run())}
        {article &&
          (state.table
            ? button("Remove table", undefined, () => chain().deleteTable().run())
            : button("Table", undefined, () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run()))}
        {article && state.table && button("Add row", undefined, () => chain().addRowAfter().run())}
        {article && state.table && button("Add column", undefined, () => chain().addColumnAfter().run())}
        {article && button("Picture", undefined, picture.choose)}
        {article && picture.input}
      </div>
      {article && picture.status}
    </>
  );
}

/** Picture: uploads the chosen file, asks for its description, and adds it with an empty caption. */
function usePictureInsert(editor: Editor) {
  const [pictureState, setPictureState] = useState<string | null>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const insertPicture = async (file: File) => {
    setPictureState("Uploading the picture…");
    try {
      const picture = await uploadPicture(file);
      const alt = window.prompt("Describe the picture for people who cannot see it (required):")?.trim();
      if (!alt) {
        setPictureState("The picture was not added: it needs a description.");
        return;
      }
      editor
        .chain()
        .focus()
        .insertContent({
          type: "figure",
          attrs: { src: picture.src, alt, width: String(picture.width), height: String(picture.height) },
        })
        .run();
      setPictureState("Picture added. Type its caption under it.");
    } catch (error) {
      setPictureState(error instanceof Error ? error.message : "The picture could not be uploaded.");
    }
  };
  return {
    choose: () => pictureInput.current?.click(),
    input: (
      <input
        ref={pictureInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-label="Picture to add to the text"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) void insertPicture(file);
        }}
      />
    ),
    status: pictureState && (
      <p role="status" className="page-text-editor__hint">
        {pictureState}
      </p>
    ),
  };
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
  kind: RichTextKind;
  labelId: string;
  onChange: (html: string) => void;
  onReady: () => void;
}) {
  const oneParagraph = kind === "label" || kind === "inline";
  const editor = useEditor({
    extensions: EXTENSIONS[kind],
    content: oneParagraph ? `<p>${initialHtml()}</p>` : initialHtml(),
    // Mounted in the browser only (after hydration), so the first render may show the editor.
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: kind === "article" ? "rich-text__area publication-text" : "rich-text__area",
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      onChange(oneParagraph ? withoutParagraphs(html, kind === "inline" ? "<br>" : " ") : html);
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
