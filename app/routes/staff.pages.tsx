import type { Route } from "./+types/staff.pages";
import { PageTextIndex, pageTextStylesHref, staffPageMeta } from "~/features/staff-console";
import { pageTextIndex, requireStaff } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffPageMeta("Page text");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  await requireStaff(request, env);
  return pageTextIndex(env);
}

export default function StaffPages({ loaderData }: Route.ComponentProps) {
  return <PageTextIndex {...loaderData} />;
}
