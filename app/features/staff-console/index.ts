// The staff console's pages in the browser: the page-text editor and privacy requests.
export { PageTextEditor, type SectionEditActionData } from "./PageTextEditor";
export { PageTextIndex } from "./PageTextIndex";
export { PersonErasure, PrivacyRequests } from "./PrivacyRequests";
export { staffPageMeta } from "./page-text-meta";
// Linked by the staff pages only: the public pages' inlined stylesheet stays as it is (decision 0031).
export { default as pageTextStylesHref } from "./page-text.css?url";
