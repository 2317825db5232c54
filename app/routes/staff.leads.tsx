import type { Route } from "./+types/staff.leads";
import { STAFF_CONSOLE, staffMeta } from "~/features/staff-console";

export const meta: Route.MetaFunction = () => staffMeta(STAFF_CONSOLE.sections.leads);

export default function StaffLeads() {
  return <h1>{STAFF_CONSOLE.sections.leads}</h1>;
}
