// `npm run staff -- <args>` exactly as package.json defines it, the same runner the staff tests use.
export { staffProcess as runStaff } from "../../support/staff-process";
