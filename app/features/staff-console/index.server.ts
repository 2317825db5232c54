// The staff console's server entry (issue 31): the access check every /staff request passes
// (staff-access.server.ts explains how a route gets the staff identity), and the console's data:
// page text (shared with `npm run staff -- content`) and privacy requests (the privacy feature's
// find and erase).
export { staffGate } from "./gate.server";
export { isStaffPath, requireStaff, STAFF_RESPONSE_HEADERS, type StaffIdentity } from "./staff-access.server";
export { staffAccessMiddleware, staffIdentity } from "./staff-context.server";
export {
  editSection,
  pageTextIndex,
  resetSectionText,
  restoreSectionVersion,
  sectionEditor,
} from "./page-text-console.server";
export { downloadFromForm, eraseFromForm, lookUpFromForm } from "./privacy-requests.server";
