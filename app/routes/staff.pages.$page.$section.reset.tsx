import type { Route } from "./+types/staff.pages.$page.$section.reset";
import { ConfirmSectionChange, pageTextStylesHref, staffMeta } from "~/features/staff-console";
import { resetSectionText, sectionChange, staffIdentity } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Restore the original text: ${loaderData.change.label}` : "Restore the original text");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

// The editor's "Restore the original" opens this page, which shows what will change and asks to confirm.
export async function loader({ context, params }: Route.LoaderArgs) {
  return { change: await sectionChange(workerEnv(context), params.page, params.section, "original") };
}

export async function action({ context, params }: Route.ActionArgs) {
  return resetSectionText(workerEnv(context), staffIdentity(context).email, params.page, params.section);
}

export default function ConfirmReset({ loaderData }: Route.ComponentProps) {
  return <ConfirmSectionChange change={loaderData.change} />;
}
