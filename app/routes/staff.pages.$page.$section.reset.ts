import { href, redirect } from "react-router";
import type { Route } from "./+types/staff.pages.$page.$section.reset";
import { requireStaff, resetSectionText } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

// The editor's "Reset to the built-in text" posts here.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, workerEnv(context));
  return redirect(href("/staff/pages/:page/:section", params));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const env = workerEnv(context);
  const staff = await requireStaff(request, env);
  return resetSectionText(env, staff.email, params.page, params.section);
}
