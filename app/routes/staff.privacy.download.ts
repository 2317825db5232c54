import { href, redirect } from "react-router";
import type { Route } from "./+types/staff.privacy.download";
import { downloadFromForm, requireStaff } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

// "Download as JSON" of a privacy request posts here; the answer is the file.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, workerEnv(context));
  return redirect(href("/staff/privacy"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = workerEnv(context);
  const staff = await requireStaff(request, env);
  return downloadFromForm(request, env, staff.email);
}
