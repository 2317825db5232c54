import type { Route } from "./+types/staff.pages";
import { PageTextIndex, pageTextStylesHref, staffMeta } from "~/features/staff-console";
import { pageTextIndex } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = () => staffMeta("Page text");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return pageTextIndex(workerEnv(context), new URL(request.url).searchParams.get("q") ?? "");
}

export default function StaffPages({ loaderData }: Route.ComponentProps) {
  return <PageTextIndex {...loaderData} />;
}
