// The staff console's server entry: page text (shared with `npm run staff -- content`) and
// privacy requests (the privacy feature's find and erase).
export {
  editSection,
  pageTextIndex,
  resetSectionText,
  restoreSectionVersion,
  sectionEditor,
} from "./page-text-console.server";
export { downloadFromForm, eraseFromForm, lookUpFromForm } from "./privacy-requests.server";
export { requireStaff, type StaffIdentity } from "./staff-access.server";
