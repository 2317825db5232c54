/** The staff console's words and addresses, shared by its routes and components. */
export const STAFF_CONSOLE = {
  name: "Staff console",
  navigationLabel: "Staff console",
  sections: {
    overview: "Overview",
    leads: "Leads",
    pages: "Page text",
    articles: "Articles",
    caseStudies: "Case studies",
    privacy: "Privacy requests",
  },
} as const;

/**
 * The console's sections. "Page text" and "Privacy requests" are built on top of this branch's
 * layout; their routes are registered in app/routes.ts beside the leads'.
 */
export const STAFF_PATHS = {
  overview: "/staff",
  leads: "/staff/leads",
  pages: "/staff/pages",
  articles: "/staff/articles",
  caseStudies: "/staff/case-studies",
  privacy: "/staff/privacy",
} as const;

/** Every staff page's meta: its title, and never indexed (the Worker also sends X-Robots-Tag). */
export function staffMeta(title: string) {
  return [{ title: `${title} | ${STAFF_CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The words of the article and case-study pages of the console, per kind. */
export const PUBLICATION_WORDS = {
  article: {
    plural: "Articles",
    one: "article",
    newLabel: "New article",
    indexPath: "/staff/articles",
    publicPrefix: "/blog/",
  },
  "case-study": {
    plural: "Case studies",
    one: "case study",
    newLabel: "New case study",
    indexPath: "/staff/case-studies",
    publicPrefix: "/projects/",
  },
} as const;
