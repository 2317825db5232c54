import type { Route } from "./+types/staff.privacy";
import { PrivacyRequests, pageTextStylesHref, staffPageMeta } from "~/features/staff-console";
import { lookUpFromForm, requireStaff } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffPageMeta("Privacy requests");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, workerEnv(context));
  return null;
}

/** The look-up: posted, so the visitor's address never sits in a URL or an access log. */
export async function action({ request, context }: Route.ActionArgs) {
  const env = workerEnv(context);
  const staff = await requireStaff(request, env);
  return lookUpFromForm(request, env, staff.email);
}

export default function StaffPrivacy({ actionData }: Route.ComponentProps) {
  return <PrivacyRequests actionData={actionData} />;
}
