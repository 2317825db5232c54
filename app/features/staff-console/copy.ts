/** The staff console's words and addresses, shared by its routes and components. */
export const STAFF_CONSOLE = {
  name: "Staff console",
  navigationLabel: "Staff console",
  sections: {
    overview: "Overview",
    leads: "Leads",
    pages: "Page text",
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
  privacy: "/staff/privacy",
} as const;

/** Every staff page's meta: its title, and never indexed (the Worker also sends X-Robots-Tag). */
export function staffMeta(title: string) {
  return [{ title: `${title} | ${STAFF_CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
