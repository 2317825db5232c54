/** The words of the public article and case-study pages that are not the items' own text. */
export const PUBLICATION_PAGE_COPY = {
  contentsHeading: "Contents",
  usedHeading: "Services and techniques used",
  updatedLabel: "Updated",
} as const;
