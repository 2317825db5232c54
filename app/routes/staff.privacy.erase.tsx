import type { Route } from "./+types/staff.privacy.erase";
import { PersonErasure, pageTextStylesHref, staffMeta } from "~/features/staff-console";
import { eraseFromForm, staffIdentity } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffMeta("Privacy requests");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

// The erasure form of a privacy request posts here; the page says what was removed. (It has no
// loader redirecting a visit back: that would also run after the action, and its redirect win.)

export async function action({ request, context }: Route.ActionArgs) {
  return eraseFromForm(request, workerEnv(context), staffIdentity(context).email);
}

export default function StaffPrivacyErase({ actionData }: Route.ComponentProps) {
  return <PersonErasure actionData={actionData} />;
}
