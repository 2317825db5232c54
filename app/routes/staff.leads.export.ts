import type { Route } from "./+types/staff.leads.export";
import { parseLeadFilter } from "~/features/staff-console";
import { dublinDay } from "~/lib/firm-time";
import { LEAD_EXPORT_LIMIT, leadsCsv, listLeads } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

// The leads list's Export: the leads its filter chooses, the whole message of each, as a CSV file.
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const { leads } = await listLeads(workerEnv(context).DB, filter, {
    limit: LEAD_EXPORT_LIMIT,
    excerptCharacters: 1_000_000,
  });
  return new Response(leadsCsv(leads), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${dublinDay(new Date())}.csv"`,
    },
  });
}
