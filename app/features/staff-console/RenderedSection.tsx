/** A section shown as the page shows it: inline text sits in a paragraph there, a block stands alone. */
export function RenderedSection({ kind, html }: { kind: "inline" | "block"; html: string }) {
  const Tag = kind === "inline" ? "p" : "div";
  return <Tag className="page-text-preview__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
