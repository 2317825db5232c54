import { href, redirect } from "react-router";
import type { Route } from "./+types/staff.pages.$page.$section.restore";
import { requireStaff, restoreSectionVersion } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

// The Restore buttons of the editor's version list post here.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, workerEnv(context));
  return redirect(href("/staff/pages/:page/:section", params));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const env = workerEnv(context);
  const staff = await requireStaff(request, env);
  return restoreSectionVersion(request, env, staff.email, params.page, params.section);
}
