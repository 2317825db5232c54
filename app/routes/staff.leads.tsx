import type { Route } from "./+types/staff.leads";
import { LeadList, leadFilterSchema, STAFF_CONSOLE, staffMeta } from "~/features/staff-console";
import { listLeads } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffMeta(STAFF_CONSOLE.sections.leads);

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = leadFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return { filter, ...(await listLeads(workerEnv(context).DB, filter)) };
}

export default function StaffLeads({ loaderData }: Route.ComponentProps) {
  return <LeadList {...loaderData} />;
}
