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
import { Node } from "@tiptap/core";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { uploadPicture } from "~/features/pictures";
import { RICH_TEXT_LINK } from "./rich-text-link";

/**
 * The article and case-study text editor (tiptap), loaded only when staff open an item in the
 * console. It offers what the "article" sanitiser keeps: section headings, bold, italics, links,
 * lists, quotes, tables and pictures with a caption. A picture is uploaded to the picture store
 * first (uploadPicture), so the text only ever points at the site's own /media/ addresses.
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

const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  Bold,
  Italic,
  HardBreak,
  UndoRedo,
  RICH_TEXT_LINK,
  Heading.configure({ levels: [2, 3, 4] }),
  BulletList,
  OrderedList,
  ListItem,
  Blockquote,
  TableKit.configure({ table: { resizable: false } }),
  Figure,
];

function Toolbar({ editor }: { editor: Editor }) {
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
  const [pictureState, setPictureState] = useState<string | null>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();
  const setLink = () => {
    if (state.link) return void chain().unsetLink().run();
    const address = window.prompt("Link address (https://…, mailto:… or a page of the site such as /services)");
    if (address) chain().extendMarkRange("link").setLink({ href: address.trim() }).run();
  };
  const insertPicture = async (file: File) => {
    setPictureState("Uploading the picture…");
    try {
      const picture = await uploadPicture(file);
      const alt = window.prompt("Describe the picture for people who cannot see it (required):")?.trim();
      if (!alt) {
        setPictureState("The picture was not added: it needs a description.");
        return;
      }
      chain()
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
  const button = (label: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" className="rich-text__button" aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  return (
    <>
      <div role="toolbar" aria-label="Formatting" className="rich-text__toolbar">
        {button("Heading", state.heading2, () => chain().toggleHeading({ level: 2 }).run())}
        {button("Subheading", state.heading3, () => chain().toggleHeading({ level: 3 }).run())}
        {button("Bold", state.bold, () => chain().toggleBold().run())}
        {button("Italic", state.italic, () => chain().toggleItalic().run())}
        {button(state.link ? "Remove link" : "Link", state.link, setLink)}
        {button("Bulleted list", state.bulletList, () => chain().toggleBulletList().run())}
        {button("Numbered list", state.orderedList, () => chain().toggleOrderedList().run())}
        {button("Quote", state.blockquote, () => chain().toggleBlockquote().run())}
        {state.table
          ? button("Remove table", undefined, () => chain().deleteTable().run())
          : button("Table", undefined, () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run())}
        {state.table && button("Add row", undefined, () => chain().addRowAfter().run())}
        {state.table && button("Add column", undefined, () => chain().addColumnAfter().run())}
        {button("Picture", undefined, () => pictureInput.current?.click())}
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
      </div>
      {pictureState && (
        <p role="status" className="page-text-editor__hint">
          {pictureState}
        </p>
      )}
    </>
  );
}

export default function ArticleTextEditor({
  initialHtml,
  labelId,
  onChange,
  onReady,
}: {
  /** Read once, when the editor starts: the form's text field as it is then. */
  initialHtml: () => string;
  labelId: string;
  onChange: (html: string) => void;
  onReady: () => void;
}) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml(),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: "rich-text__area publication-text",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  useEffect(() => {
    if (editor) onReady();
  }, [editor, onReady]);
  if (!editor) return null;
  return (
    <div className="rich-text">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
