// The staff console's browser entry: its frame, pages and words.
export { StaffShell } from "./StaffShell";
export { PUBLICATION_WORDS, STAFF_CONSOLE, STAFF_PATHS, staffMeta } from "./copy";
// Linked by the /staff layout only: the public pages' inline stylesheet does not carry it.
export { default as staffConsoleCss } from "./staff-console.css?url";
export { LeadList } from "./LeadList";
export { Overview } from "./Overview";
export { LeadDetails, transcriptionNote, type LeadDetailsData } from "./LeadDetails";
export { handleLeadSchema, leadFilterQuery, leadFilterSchema, leadParamsSchema, parseLeadFilter } from "./leads";
export { PageTextEditor, sectionEditorKey, type SectionEditActionData } from "./PageTextEditor";
export { PageTextIndex } from "./PageTextIndex";
export { ConfirmSectionChange } from "./ConfirmSectionChange";
export { PersonErasure, PrivacyRequests } from "./PrivacyRequests";
// Linked by the page-text and privacy-request pages only, like the console's own stylesheet.
export { default as pageTextStylesHref } from "./page-text.css?url";
export { PublicationIndex } from "./PublicationIndex";
export { PublicationEditor, type PublicationActionData } from "./PublicationEditor";
export { DeletePublication } from "./DeletePublication";
