import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { answerCounts, modelFailures } from "~/features/assistant/index.server";
import { contacts, erasures, voiceUploads } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import { dublinDay } from "~/lib/firm-time";
import type { DigestReport } from "./compose.server";
import { unmailedLeads } from "./unmailed-leads.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An idea this long in 'pending' or 'processing' without progress is stuck, not slow. */
export const STUCK_AFTER_MS = 60 * 60 * 1000;
/** A lead still without its e-mail this long after arriving is reported (for a week). */
const MAIL_OVERDUE_MS = 60 * 60 * 1000;
const MAIL_OVERDUE_REPORTED_FOR_MS = 7 * DAY_MS;
/** Rows listed per section; the rest are counted, and the mail names the command that lists them. */
const LIST_LIMIT = 50;

/** The Irish day (YYYY-MM-DD) a digest sent at `until` is for: its subject's date, and sent once a day. */
export const digestDay = (until: number) => dublinDay(new Date(until));

/** What the digest of the 24 hours before `until` reports, read from D1 now. */
export async function collectDigest(env: Env, until: number): Promise<DigestReport> {
  const db = getDb(env.DB);
  const from = d1Timestamp(until - DAY_MS);
  const to = d1Timestamp(until);
  const overdue = d1Timestamp(until - MAIL_OVERDUE_MS);
  const overdueSince = d1Timestamp(until - MAIL_OVERDUE_REPORTED_FOR_MS);

  const newEnquiries = and(gte(contacts.createdAt, from), lt(contacts.createdAt, to));
  const newIdeas = and(gte(voiceUploads.createdAt, from), lt(voiceUploads.createdAt, to));
  // As things stood at `until`: failed that day, or stuck, or still waiting for the service.
  const ideasNeedingAttention = and(
    lt(voiceUploads.createdAt, to),
    or(
      and(
        eq(voiceUploads.transcriptionStatus, "failed"),
        gte(voiceUploads.updatedAt, from),
        lt(voiceUploads.updatedAt, to),
      ),
      and(
        inArray(voiceUploads.transcriptionStatus, ["pending", "processing"]),
        lt(voiceUploads.updatedAt, d1Timestamp(until - STUCK_AFTER_MS)),
      ),
      eq(voiceUploads.transcriptionStatus, "awaiting_service"),
    ),
  );
  const { enquiries: enquiriesWithoutMail, ideas: ideasWithoutMail } = unmailedLeads(overdue, overdueSince);

  const total = async (table: typeof contacts | typeof voiceUploads, where: SQL | undefined) =>
    (await db.select({ rows: count() }).from(table).where(where).get())?.rows ?? 0;
  const [enquiries, ideas, attention, enquiryLeads, ideaLeads, erased, answers] = await Promise.all([
    // Newest first, so a lead that arrives during a flood heads its list (the mail names the
    // command that lists every row beyond LIST_LIMIT).
    db.select().from(contacts).where(newEnquiries).orderBy(desc(contacts.id)).limit(LIST_LIMIT),
    db.select().from(voiceUploads).where(newIdeas).orderBy(desc(voiceUploads.id)).limit(LIST_LIMIT),
    db.select().from(voiceUploads).where(ideasNeedingAttention).orderBy(desc(voiceUploads.id)).limit(LIST_LIMIT),
    db
      .select({ id: contacts.id, createdAt: contacts.createdAt })
      .from(contacts)
      .where(enquiriesWithoutMail)
      .orderBy(desc(contacts.id))
      .limit(LIST_LIMIT),
    db
      .select({ id: voiceUploads.id, createdAt: voiceUploads.createdAt })
      .from(voiceUploads)
      .where(ideasWithoutMail)
      .orderBy(desc(voiceUploads.id))
      .limit(LIST_LIMIT),
    // What retention and erasure requests removed that day: counts only (the records hold no more).
    db
      .select({
        reason: erasures.reason,
        erasures: count(),
        enquiries: sql<number>`coalesce(sum(${erasures.enquiries}), 0)`,
        voiceIdeas: sql<number>`coalesce(sum(${erasures.voiceIdeas}), 0)`,
        recordings: sql<number>`coalesce(sum(${erasures.recordings}), 0)`,
        unansweredQuestions: sql<number>`coalesce(sum(${erasures.unansweredQuestions}), 0)`,
      })
      .from(erasures)
      .where(and(gte(erasures.erasedAt, from), lt(erasures.erasedAt, to)))
      .groupBy(erasures.reason),
    // The assistant's answers of the hours in those 24 (the digest ends on the hour, at 07:00).
    answerCounts(env.DB, from, to),
  ]);
  const erasedFor = (reason: "retention" | "request") => {
    const row = erased.find((candidate) => candidate.reason === reason);
    return {
      erasures: row?.erasures ?? 0,
      enquiries: row?.enquiries ?? 0,
      voiceIdeas: row?.voiceIdeas ?? 0,
      recordings: row?.recordings ?? 0,
      unansweredQuestions: row?.unansweredQuestions ?? 0,
    };
  };
  const leadsWithoutMail = [
    ...enquiryLeads.map((lead) => ({ kind: "enquiry" as const, ...lead })),
    ...ideaLeads.map((lead) => ({ kind: "voice idea" as const, ...lead })),
  ];
  // Counting is only needed when a list is full.
  const beyond = async (shown: unknown[], table: typeof contacts | typeof voiceUploads, where: SQL | undefined) =>
    shown.length < LIST_LIMIT ? 0 : (await total(table, where)) - shown.length;
  return {
    date: digestDay(until),
    until: to,
    enquiries,
    ideas,
    ideasNeedingAttention: attention,
    leadsWithoutMail,
    erased: { retention: erasedFor("retention"), requests: erasedFor("request") },
    assistant: {
      answers: answers.reduce((all, row) => all + row.answers, 0),
      modelFailures: modelFailures(answers),
    },
    more: {
      enquiries: await beyond(enquiries, contacts, newEnquiries),
      ideas: await beyond(ideas, voiceUploads, newIdeas),
      ideasNeedingAttention: await beyond(attention, voiceUploads, ideasNeedingAttention),
      leadsWithoutMail:
        (await beyond(enquiryLeads, contacts, enquiriesWithoutMail)) +
        (await beyond(ideaLeads, voiceUploads, ideasWithoutMail)),
    },
  };
}
