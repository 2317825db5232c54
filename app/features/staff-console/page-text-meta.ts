import { pageTitle } from "~/lib/seo";

/** The head of a staff console page: its title, and never indexed. */
export function staffPageMeta(name: string) {
  return [{ title: pageTitle(`${name} (staff)`) }, { name: "robots", content: "noindex, nofollow" }];
}
