import type { SectionKind } from "~/content/editable-copy";

/** A section shown as the page shows it: inline text and labels sit in a paragraph there, a block stands alone. */
export function RenderedSection({ kind, html }: { kind: SectionKind; html: string }) {
  const Tag = kind === "block" ? "div" : "p";
  return <Tag className="page-text-preview__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
