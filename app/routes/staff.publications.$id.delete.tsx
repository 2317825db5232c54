import type { Route } from "./+types/staff.publications.$id.delete";
import { DeletePublication, staffMeta } from "~/features/staff-console";
import {
  deletePublicationFromForm,
  publicationKindOf,
  publicationToDelete,
  staffIdentity,
} from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(`Delete ${loaderData?.item.title ?? ""}`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { item: await publicationToDelete(workerEnv(context), publicationKindOf(request), params.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return deletePublicationFromForm(
    workerEnv(context),
    staffIdentity(context).email,
    publicationKindOf(request),
    params.id,
  );
}

export default function StaffPublicationDelete({ loaderData }: Route.ComponentProps) {
  return <DeletePublication item={loaderData.item} />;
}
