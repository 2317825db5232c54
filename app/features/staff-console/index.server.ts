// The staff console's server entry (issue 31): the access check every /staff request passes
// (staff-access.server.ts explains how a route gets the staff identity), and the console's data.
export { staffGate } from "./gate.server";
export { isStaffPath, requireStaff, STAFF_RESPONSE_HEADERS, type StaffIdentity } from "./staff-access.server";
export { staffAccessMiddleware, staffIdentity } from "./staff-context.server";
