import type { Route } from "./+types/staff._index";
import { Overview, staffMeta } from "~/features/staff-console";
import { overview } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffMeta("Overview");

/** The console opens on its overview: what the site brings in, each figure linking to its leads. */
export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await overview(workerEnv(context).DB) };
}

export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  return <Overview data={loaderData.overview} />;
}
