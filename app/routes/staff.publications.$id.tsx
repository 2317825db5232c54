import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/staff.publications.$id";
import { PUBLICATION_WORDS, PublicationEditor, pageTextStylesHref, staffMeta } from "~/features/staff-console";
import {
  editPublication,
  publicationEditor,
  publicationKindOf,
  staffIdentity,
} from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    loaderData ? loaderData.editor.values.title || PUBLICATION_WORDS[loaderData.editor.kind].newLabel : "Article",
  );

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

/** An article's or case study's editor; "new" for one not yet saved. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    editor: await publicationEditor(workerEnv(context), publicationKindOf(request), params.id),
    done: new URL(request.url).searchParams.get("done"),
  };
}

/** Save, Preview, Publish, Unpublish, or Restore a version. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return editPublication(
    request,
    workerEnv(context),
    staffIdentity(context).email,
    publicationKindOf(request),
    params.id,
  );
}

/** A preview changes nothing stored: the page's data is not read again for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
}

export default function StaffPublication({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PublicationEditor
      // A new version (saved, published, restored) starts the form again from what is stored.
      key={`${loaderData.editor.id ?? "new"}/${loaderData.editor.versions[0]?.id ?? ""}`}
      editor={loaderData.editor}
      actionData={actionData}
      done={loaderData.done}
    />
  );
}
