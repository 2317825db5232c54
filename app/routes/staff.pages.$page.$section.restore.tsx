import type { Route } from "./+types/staff.pages.$page.$section.restore";
import { ConfirmSectionChange, pageTextStylesHref, staffMeta } from "~/features/staff-console";
import { restoreSectionVersion, sectionChange, staffIdentity } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Restore a version: ${loaderData.change.label}` : "Restore a version");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

// The Restore links of the editor's history open this page (?version=<id>), which shows what will change and asks to confirm.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const version = new URL(request.url).searchParams.get("version") ?? "";
  return { change: await sectionChange(workerEnv(context), params.page, params.section, version) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return restoreSectionVersion(request, workerEnv(context), staffIdentity(context).email, params.page, params.section);
}

export default function ConfirmRestore({ loaderData }: Route.ComponentProps) {
  return <ConfirmSectionChange change={loaderData.change} />;
}
