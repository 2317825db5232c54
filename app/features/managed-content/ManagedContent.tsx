import { useEffect, type ElementType } from "react";
import type { EditablePage, EditableSection } from "~/content/editable";
import type { SectionLookup } from "~/content/editable-copy";
import { CONTENT_ERROR_TEXT, contentErrorToast } from "./content-errors";
import type { PageContent } from "./content.server";
import { pageCopy } from "./page-copy";
import { notify } from "~/lib/toast";

interface ManagedContentProps<P extends EditablePage> {
  content: PageContent<P>;
  section: EditableSection<P>;
  as?: ElementType;
  /** Main titles show 'Error' when content could not be loaded; other blocks a sentence. */
  kind?: "title" | "block";
  className?: string;
  id?: string;
}

/** A staff-editable section: sanitised HTML from web_content, or the built-in wording. */
export function ManagedContent<P extends EditablePage>({
  content,
  section,
  as: Tag = "div",
  kind = "block",
  className,
  id,
}: ManagedContentProps<P>) {
  if (!content.ok) {
    return (
      <Tag className={`${className ?? ""} content-error`.trim()} id={id}>
        {CONTENT_ERROR_TEXT[kind]}
      </Tag>
    );
  }
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: content.sections[section] }} />;
}

/** Tells the visitor once per page view when its managed content could not be loaded. */
export function useContentErrorToast(content: PageContent<EditablePage>) {
  const error = content.ok ? null : content.error;
  useEffect(() => {
    if (error) notify({ ...contentErrorToast(error), variant: "destructive" });
  }, [error]);
}

/** A page's copy from what its loader read; a failed read shows the built-in wording and the toast. */
export function usePageCopy<C>(
  definition: { resolve(lookup: SectionLookup): C },
  content: PageContent<EditablePage>,
): C {
  useContentErrorToast(content);
  return pageCopy(definition, content);
}
