import { and, count, desc, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contacts, voiceUploads } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import type { HourlySummaryReport } from "./compose.server";
import { unmailedLeads } from "./unmailed-leads.server";

/**
 * The leads an hourly summary reports (docs/decisions/0039): past STAFF_MAIL_HOURLY_LIMIT lead
 * e-mails in a UTC hour, the rest wait for one summary a minute after the hour ends, which lists
 * every lead still without its e-mail by then and marks them notified.
 */
export const HOUR_MS = 60 * 60 * 1000;
/** Leads older than this are left to the digest, as the sweep leaves them (schedule.server.ts). */
const SUMMARY_WITHIN_MS = 2 * 24 * HOUR_MS;
/** A mail of this many lines is still readable; beyond it, the console lists the rest. */
const SUMMARY_LIST_LIMIT = 500;

export async function collectHourlySummary(env: Env, until: number): Promise<HourlySummaryReport> {
  const db = getDb(env.DB);
  const to = d1Timestamp(until);
  const since = d1Timestamp(until - SUMMARY_WITHIN_MS);
  const { enquiries: waitingEnquiries, ideas: waitingIdeas } = unmailedLeads(to, since);
  const [enquiries, ideas, enquiryTotal, ideaTotal] = await Promise.all([
    db.select().from(contacts).where(waitingEnquiries).orderBy(desc(contacts.id)).limit(SUMMARY_LIST_LIMIT),
    db.select().from(voiceUploads).where(waitingIdeas).orderBy(desc(voiceUploads.id)).limit(SUMMARY_LIST_LIMIT),
    db.select({ rows: count() }).from(contacts).where(waitingEnquiries).get(),
    db.select({ rows: count() }).from(voiceUploads).where(waitingIdeas).get(),
  ]);
  return {
    hourStart: d1Timestamp(until - HOUR_MS),
    until: to,
    enquiries,
    ideas,
    moreEnquiries: Math.max(0, (enquiryTotal?.rows ?? 0) - enquiries.length),
    moreIdeas: Math.max(0, (ideaTotal?.rows ?? 0) - ideas.length),
  };
}

/** Marks the leads a summary listed as notified, so none of them gets a second e-mail. */
export async function markNotified(env: Env, report: HourlySummaryReport): Promise<void> {
  const db = getDb(env.DB);
  // D1 binds at most 100 values per statement.
  const chunks = (ids: number[]) =>
    Array.from({ length: Math.ceil(ids.length / 90) }, (_, index) => ids.slice(index * 90, index * 90 + 90));
  for (const ids of chunks(report.enquiries.map((row) => row.id))) {
    await db
      .update(contacts)
      .set({ staffNotifiedAt: sql`CURRENT_TIMESTAMP` })
      .where(and(inArray(contacts.id, ids), isNull(contacts.staffNotifiedAt)));
  }
  for (const ids of chunks(report.ideas.map((row) => row.id))) {
    await db
      .update(voiceUploads)
      .set({ staffNotifiedAt: sql`CURRENT_TIMESTAMP` })
      .where(and(inArray(voiceUploads.id, ids), isNull(voiceUploads.staffNotifiedAt)));
  }
}
