import type { ElementType } from "react";

/**
 * Page text as the page's loader read it: sanitised HTML a member of staff stored, or the escaped
 * built-in wording. Either way it is safe markup, rendered into the element given by `as`.
 */
export function Html({
  as: Tag = "span",
  html,
  className,
  id,
  htmlFor,
}: {
  as?: ElementType;
  html: string;
  className?: string;
  id?: string;
  /** For a label. */
  htmlFor?: string;
}) {
  return <Tag className={className} id={id} htmlFor={htmlFor} dangerouslySetInnerHTML={{ __html: html }} />;
}
