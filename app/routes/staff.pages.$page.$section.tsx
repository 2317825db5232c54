import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/staff.pages.$page.$section";
import { PageTextEditor, pageTextStylesHref, sectionEditorKey, staffMeta } from "~/features/staff-console";
import { editSection, staffIdentity, sectionEditor } from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `${loaderData.editor.label} (${loaderData.editor.pageName})` : "Page text");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pageTextStylesHref }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return {
    editor: await sectionEditor(workerEnv(context), params.page, params.section),
    done: new URL(request.url).searchParams.get("done"),
  };
}

/** Save, or Preview (the button without JavaScript, the fetcher as staff type). */
export async function action({ request, context, params }: Route.ActionArgs) {
  return editSection(request, workerEnv(context), staffIdentity(context).email, params.page, params.section);
}

/** A preview changes nothing stored: the page's data is not read again for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
}

export default function StaffSection({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTextEditor
      key={sectionEditorKey(loaderData.editor)}
      editor={loaderData.editor}
      actionData={actionData}
      done={loaderData.done}
    />
  );
}
