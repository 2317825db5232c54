import type { DetailPageCopy } from "../page-types";

/** An article's page: laid out like a detail page, with a caption under its diagram. */
export interface ArticleCopy extends DetailPageCopy {
  diagramCaption: string;
}

/** The diagrams drawn for the articles (components/art/ArticleDiagram.tsx); a name is structure, not copy. */
export type ArticleDiagramName = "current-profile" | "break-even" | "platform-blocks";
