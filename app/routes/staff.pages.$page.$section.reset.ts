import { href, redirect } from "react-router";
import type { Route } from "./+types/staff.pages.$page.$section.reset";
import { staffIdentity, resetSectionText } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

// The editor's "Reset to the built-in text" posts here.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/staff/pages/:page/:section", params));
}

export async function action({ context, params }: Route.ActionArgs) {
  return resetSectionText(workerEnv(context), staffIdentity(context).email, params.page, params.section);
}
