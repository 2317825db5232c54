// The staff console's server entry: the access check every /staff request passes
// (staff-access.server.ts explains how a route gets the staff identity), and the console's data:
// leads, page text (which the staff command, scripts/staff, shares) and privacy requests (the
// privacy feature's find and erase).
export { staffGate, staffResponseHeaders } from "./gate.server";
export {
  isStaffPath,
  requireStaff,
  staffOrRefusal,
  STAFF_RESPONSE_HEADERS,
  type StaffIdentity,
} from "./staff-access.server";
export { staffAccessMiddleware, staffIdentity } from "./staff-context.server";
export {
  findEnquiry,
  findIdea,
  inquiryTypes,
  LEAD_EXPORT_LIMIT,
  listLeads,
  markLeadHandled,
  markLeadUnhandled,
  saveLeadNote,
  type HandledOutcome,
} from "./leads.server";
export type { LeadSummary } from "./leads";
export { overview, type OverviewData } from "./overview.server";
export {
  editSection,
  pageTextIndex,
  resetSectionText,
  restoreSectionVersion,
  sectionChange,
  sectionEditor,
} from "./page-text-console.server";
export { downloadFromForm, eraseFromForm, lookUpFromForm } from "./privacy-requests.server";
export {
  deletePublicationFromForm,
  editPublication,
  publicationEditor,
  publicationIndex,
  publicationKindOf,
  publicationToDelete,
} from "./publications-console.server";
export { leadsCsv } from "./lead-export.server";
