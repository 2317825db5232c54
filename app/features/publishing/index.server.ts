// Articles and case studies (docs/decisions/0074-*): what the public pages, the sitemap, the feed
// and the assistant read of them.
export { loadPublicationPage, publicationCards, publishedPaths } from "./public-pages.server";
export {
  clearPublicationsCache,
  hasPublishedCaseStudies,
  listPublished,
  type PublishedItem,
} from "./publications.server";
// What the console's writes and preview share with the public side.
export { slugFromTitle } from "./paths";
export { publicationView } from "./public-pages.server";
export { parseUsedPaths, publishedItem } from "./publications.server";
export { USABLE_PAGES } from "./used-pages";
