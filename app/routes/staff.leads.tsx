import type { Route } from "./+types/staff.leads";
import { LeadList, parseLeadFilter, STAFF_CONSOLE, staffMeta } from "~/features/staff-console";
import { inquiryTypes, listLeads } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffMeta(STAFF_CONSOLE.sections.leads);

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = workerEnv(context).DB;
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const [list, types] = await Promise.all([listLeads(db, filter), inquiryTypes(db)]);
  return { filter, types, ...list };
}

export default function StaffLeads({ loaderData }: Route.ComponentProps) {
  return <LeadList {...loaderData} />;
}
