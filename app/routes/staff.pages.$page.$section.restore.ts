import { href, redirect } from "react-router";
import type { Route } from "./+types/staff.pages.$page.$section.restore";
import { staffIdentity, restoreSectionVersion } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

// The Restore buttons of the editor's version list post here.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(href("/staff/pages/:page/:section", params));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return restoreSectionVersion(request, workerEnv(context), staffIdentity(context).email, params.page, params.section);
}
