// The content store's server entry: a page's editable sections, read once per page view.
export { clearContentCache, loadPageContent, loadPagesContent, pageSections, renderSection } from "./content.server";
export { contentPageLoader } from "./content-page.server";
export { sanitizeHtml, type SanitizeKind } from "./sanitize-html.server";
