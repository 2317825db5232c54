import type { Route } from "./+types/staff.publications";
import { PUBLICATION_WORDS, PublicationIndex, staffMeta } from "~/features/staff-console";
import { publicationIndex, publicationKindOf } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? PUBLICATION_WORDS[loaderData.index.kind].plural : "Articles");

/** /staff/articles and /staff/case-studies: every item of the kind, drafts included. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    index: await publicationIndex(workerEnv(context), publicationKindOf(request)),
    done: new URL(request.url).searchParams.get("done"),
  };
}

export default function StaffPublications({ loaderData }: Route.ComponentProps) {
  return <PublicationIndex index={loaderData.index} done={loaderData.done} />;
}
