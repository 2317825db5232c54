import type { Route } from "./+types/staff.privacy.erase";
import { PersonErasure, pageTextStylesHref, staffPageMeta } from "~/features/staff-console";
import { eraseFromForm, requireStaff } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffPageMeta("Privacy requests");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

// The erasure form of a privacy request posts here; the page says what was removed. (A loader
// that redirected would also run after the action, and its redirect would win.)
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, workerEnv(context));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = workerEnv(context);
  const staff = await requireStaff(request, env);
  return eraseFromForm(request, env, staff.email);
}

export default function StaffPrivacyErase({ actionData }: Route.ComponentProps) {
  return <PersonErasure actionData={actionData} />;
}
