import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/staff.leads.$kind.$id";
import { handleLeadSchema, LeadDetails, leadParamsSchema, STAFF_PATHS, staffMeta } from "~/features/staff-console";
import {
  findEnquiry,
  findIdea,
  markLeadHandled,
  markLeadUnhandled,
  saveLeadNote,
  staffIdentity,
} from "~/features/staff-console/index.server";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { leadPath } from "~/lib/leads";
import { logInfo } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `${loaderData.kind === "enquiry" ? "Enquiry" : "Voice idea"} #${loaderData.lead.id}` : "Lead");

/** The lead the address names, or a 404 for an address or id that names none. */
function leadAddress(params: Route.LoaderArgs["params"]) {
  const parsed = leadParamsSchema.safeParse(params);
  if (!parsed.success) throw data("There is no such lead.", { status: 404 });
  return parsed.data;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { kind, id } = leadAddress(params);
  const db = workerEnv(context).DB;
  if (kind === "enquiry") {
    const lead = await findEnquiry(db, id);
    if (lead) return { kind, lead };
  } else {
    const lead = await findIdea(db, id);
    if (lead) return { kind, lead };
  }
  throw data("There is no such lead.", { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { kind, id } = leadAddress(params);
  const form = handleLeadSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) {
    const tooLong = form.error.issues.find((issue) => issue.path[0] === "note");
    return data(
      { error: tooLong?.message ?? "This form could not be read. Please reload the page and try again." },
      400,
    );
  }
  const staff = staffIdentity(context);
  const db = workerEnv(context).DB;
  const intent = form.data.intent;
  let found: boolean;
  if (intent === "handled") {
    const outcome = await markLeadHandled(db, kind, id, staff.email);
    found = outcome !== undefined;
    if (outcome)
      logInfo("staff_lead_handled", { kind, id, staff: staff.email, alreadyHandled: outcome.alreadyHandled });
  } else if (intent === "unhandled") {
    found = await markLeadUnhandled(db, kind, id);
    if (found) logInfo("staff_lead_unhandled", { kind, id, staff: staff.email });
  } else {
    found = await saveLeadNote(db, kind, id, form.data.note);
  }
  if (!found) throw data("There is no such lead.", { status: 404 });
  // After a post, the page is loaded again (keeping the list's filter), so a reload does not post twice.
  return redirect(`${leadPath(kind, id)}${new URL(request.url).search}`, 303);
}

export default function StaffLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetails data={loaderData} error={actionData?.error} />;
}

/** Inside the console's frame: an address that names no lead, or a lead that could not be read. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <h1>{missing ? "There is no such lead" : "The lead could not be shown"}</h1>
      <p>
        {missing
          ? "It may have been erased on request or after its retention period."
          : "Something went wrong on our side. Please try again."}
      </p>
      <p>
        <Link to={STAFF_PATHS.leads}>All leads</Link>
      </p>
    </>
  );
}
