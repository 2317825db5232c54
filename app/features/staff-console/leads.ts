import { z } from "zod";
import { LEAD_KINDS, LEAD_SEGMENTS, type LeadKind } from "~/lib/leads";

/**
 * Leads as the console lists and addresses them: contact enquiries and voice ideas. Shared by
 * the console's pages, its server code, the staff e-mails' links and the staff command.
 */
export const LEAD_KIND_NAMES: Record<LeadKind, string> = { enquiry: "Enquiry", idea: "Voice idea" };

/** One row of the console's list: enough to recognise a lead; its page shows the rest. */
export interface LeadSummary {
  kind: LeadKind;
  id: number;
  createdAt: string;
  name: string;
  email: string;
  /** An enquiry's subject, a voice idea's project title. */
  title: string;
  /** The start of the message or transcript. */
  excerpt: string;
  handledAt: string | null;
  handledBy: string | null;
  /** A voice idea's transcription status; null for an enquiry. */
  transcriptionStatus: string | null;
}

export const HANDLED_STATES = ["all", "unhandled", "handled"] as const;
export type HandledState = (typeof HANDLED_STATES)[number];

/** The most leads one list shows; a search narrows it. */
export const LEAD_LIST_LIMIT = 200;
export const LEAD_QUERY_MAX_CHARACTERS = 200;

/** A day as the overview's links give it (YYYY-MM-DD, UTC); anything else is no limit. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .catch("")
  .default("");

/**
 * The list's GET form (?q=&state=&kind=), and the overview's links (?from=&to=&type=&page=:
 * received on or after `from`, before `to`, enquiries of one inquiry type, leads from one page). Anything unknown falls back to
 * its default rather than failing: an edited address still shows a list.
 */
export const leadFilterSchema = z.object({
  // A longer search is cut rather than dropped, so it never turns into "show everything".
  q: z
    .string()
    .transform((query) => query.trim().slice(0, LEAD_QUERY_MAX_CHARACTERS))
    .catch("")
    .default(""),
  state: z.enum(HANDLED_STATES).catch("all").default("all"),
  kind: z
    .enum(["all", ...LEAD_KINDS])
    .catch("all")
    .default("all"),
  from: day,
  to: day,
  type: z
    .string()
    .transform((type) => type.slice(0, LEAD_QUERY_MAX_CHARACTERS))
    .catch("")
    .default(""),
  /** The site page the leads came from, or UNKNOWN_SOURCE_PAGE for those that did not say. */
  page: z
    .string()
    .transform((page) => page.slice(0, LEAD_QUERY_MAX_CHARACTERS))
    .catch("")
    .default(""),
});

/** The `page` filter of the leads whose source page is not known (a real one starts with "/"). */
export const UNKNOWN_SOURCE_PAGE = "unknown";

/** A lead's source page in words when the browser gave none (sent without JavaScript, or from another site). */
export const NOT_KNOWN_SOURCE_PAGE = "(not known)";
export type LeadFilter = z.output<typeof leadFilterSchema>;

/** A lead's address in the console: /staff/leads/:kind/:id with kind "enquiries" or "ideas". */
export const leadParamsSchema = z.object({
  kind: z
    .enum([LEAD_SEGMENTS.enquiry, LEAD_SEGMENTS.idea])
    .transform((segment): LeadKind => (segment === LEAD_SEGMENTS.enquiry ? "enquiry" : "idea")),
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
});

/** The mark-handled form's one field. */
export const handleLeadSchema = z.object({ intent: z.literal("handled") });
