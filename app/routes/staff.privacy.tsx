import type { Route } from "./+types/staff.privacy";
import { PrivacyRequests, pageTextStylesHref, staffMeta } from "~/features/staff-console";
import { lookUpFromForm, staffIdentity } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffMeta("Privacy requests");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

/** The look-up: posted, so the visitor's address never sits in a URL or an access log. */
export async function action({ request, context }: Route.ActionArgs) {
  return lookUpFromForm(request, workerEnv(context), staffIdentity(context).email);
}

export default function StaffPrivacy({ actionData }: Route.ComponentProps) {
  return <PrivacyRequests actionData={actionData} />;
}
