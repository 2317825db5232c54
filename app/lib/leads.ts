/**
 * What several features know of the leads the site collects: where staff find a lead in the
 * console (the console, its e-mails and the staff command link there) and where a voice idea's
 * recording waits before its idea is logged (the voice feature puts it there, privacy requests
 * find and erase it). Here, below the features, so none of them imports another for it.
 */
export const LEAD_KINDS = ["enquiry", "idea"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The path segment of each kind: /staff/leads/enquiries/12, /staff/leads/ideas/7. */
export const LEAD_SEGMENTS: Record<LeadKind, string> = { enquiry: "enquiries", idea: "ideas" };

/** The console's list of leads. */
export const STAFF_LEADS_PATH = "/staff/leads";

/** A lead's page in the console. */
export function leadPath(kind: LeadKind, id: number): string {
  return `${STAFF_LEADS_PATH}/${LEAD_SEGMENTS[kind]}/${id}`;
}

/** A voice idea's recording, streamed from R2 to staff only (workers/api.ts mounts the route). */
export function recordingPath(id: number): string {
  return `${leadPath("idea", id)}/recording`;
}

/** The recordings' route, in Hono's syntax: a positive whole-number id in recordingPath. */
export const RECORDING_ROUTE = `${STAFF_LEADS_PATH}/${LEAD_SEGMENTS.idea}/:id{[1-9][0-9]{0,14}}/recording`;

/** Where an uploaded recording waits, under its name, until an idea claims it. */
export const UNCLAIMED_PREFIX = "unclaimed/";

export function unclaimedKey(fileName: string): string {
  return `${UNCLAIMED_PREFIX}${fileName}`;
}
