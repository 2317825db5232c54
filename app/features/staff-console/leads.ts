import { z } from "zod";
import { LEAD_KINDS, LEAD_SEGMENTS, type LeadKind } from "~/lib/leads";
import { addDays, dublinDay } from "~/lib/firm-time";

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
  /** An enquiry's inquiry type; null for a voice idea. */
  inquiryType: string | null;
  sourcePath: string | null;
  /** Staff's internal note, or null. */
  note: string | null;
}

export const HANDLED_STATES = ["all", "unhandled", "handled"] as const;
export type HandledState = (typeof HANDLED_STATES)[number];

/** The most leads one list shows; a search narrows it. */
export const LEAD_LIST_LIMIT = 200;
export const LEAD_QUERY_MAX_CHARACTERS = 200;

/** A day (YYYY-MM-DD, Irish time); anything else is no limit. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .catch("")
  .default("");

/** The list's date ranges: the form's "Received" choices. */
export const DATE_RANGES = ["any", "this-week", "last-week", "this-month"] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  any: "Any time, or the dates below",
  "this-week": "This week",
  "last-week": "Last week",
  "this-month": "This month",
};

export const LEAD_SORTS = ["newest", "oldest"] as const;

/**
 * The list's GET form (?q=&state=&kind=&type=&when=&from=&until=&sort=), and the overview's links
 * (?from=&to=&type=&page=: received on or after `from`, before `to`, enquiries of one inquiry type,
 * leads from one page). `until` is the form's last day (inclusive); `to` the day after. Anything
 * unknown falls back to its default rather than failing: an edited address still shows a list.
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
  when: z.enum(DATE_RANGES).catch("any").default("any"),
  from: day,
  to: day,
  until: day,
  sort: z.enum(LEAD_SORTS).catch("newest").default("newest"),
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

/** Monday of the week a Dublin day falls in. */
function mondayOf(day: string): string {
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** A date range's first day and the day after its last, counted in Irish time from `now`. */
export function dateRange(range: Exclude<DateRange, "any">, now: Date): { from: string; to: string } {
  const today = dublinDay(now);
  switch (range) {
    case "this-week":
      return { from: mondayOf(today), to: addDays(mondayOf(today), 7) };
    case "last-week":
      return { from: addDays(mondayOf(today), -7), to: mondayOf(today) };
    case "this-month": {
      const first = `${today.slice(0, 8)}01`;
      return { from: first, to: addDays(first, 32).slice(0, 8) + "01" };
    }
  }
}

/** The list's filter from its address: a chosen range gives its days; a last day (`until`) gives `to`. */
export function parseLeadFilter(params: URLSearchParams, now = new Date()) {
  const query = leadFilterSchema.parse(Object.fromEntries(params));
  if (query.when !== "any") return { ...query, ...dateRange(query.when, now), until: "" };
  if (query.until) return { ...query, to: addDays(query.until, 1) };
  return query;
}

/** The filter's own address, for links that keep it (a lead's page, Export, back to the list). */
export function leadFilterQuery(filter: LeadFilter): string {
  const { from, to, until, ...rest } = filter;
  const keep: Record<string, string> = {
    ...rest,
    ...(filter.when === "any" ? { from, ...(until ? { until } : { to }) } : {}),
  };
  const defaults: Record<string, string> = {
    q: "",
    state: "all",
    kind: "all",
    type: "",
    page: "",
    when: "any",
    sort: "newest",
  };
  const params = new URLSearchParams(
    Object.entries(keep).filter(([name, value]) => value !== "" && value !== defaults[name]),
  );
  const query = params.toString();
  return query ? `?${query}` : "";
}

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

/** The most characters of a lead's internal note. */
export const LEAD_NOTE_MAX_CHARACTERS = 500;

/** A lead page's forms: mark handled, undo it, or save the internal note. */
export const handleLeadSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("handled") }),
  z.object({ intent: z.literal("unhandled") }),
  z.object({
    intent: z.literal("note"),
    note: z
      .string()
      .default("")
      .transform((note) => note.trim())
      .pipe(z.string().max(LEAD_NOTE_MAX_CHARACTERS, `A note can be at most ${LEAD_NOTE_MAX_CHARACTERS} characters.`)),
  }),
]);

/** Text cut to at most `characters`, at the end of a word, with "…" when anything was cut. */
export function cutAtWord(text: string, characters: number): string {
  if (text.length <= characters) return text;
  const cut = text.slice(0, characters + 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, characters)).trimEnd()}…`;
}
