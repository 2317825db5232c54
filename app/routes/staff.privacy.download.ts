import { href, redirect } from "react-router";
import type { Route } from "./+types/staff.privacy.download";
import { downloadFromForm, staffIdentity } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

// "Download as zip" of a privacy request posts here; the answer is the file.
export function loader() {
  return redirect(href("/staff/privacy"));
}

export async function action({ request, context }: Route.ActionArgs) {
  return downloadFromForm(request, workerEnv(context), staffIdentity(context).email);
}
