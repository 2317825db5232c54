import { and, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contacts, voiceUploads } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import type { StaffMailJob } from "./jobs.server";

/**
 * The scheduled side of staff mail: the daily digest, and the sweep that queues again the
 * e-mail of any lead still without one some minutes after it arrived (its first job was never
 * queued, or is still failing). The sweep does that once per lead: a lead whose mail keeps
 * failing is left to the queue's retries and then to the digest, instead of piling up jobs.
 */

/** The cron expression of the daily digest in wrangler.jsonc; every other trigger runs the sweep. */
export const DIGEST_CRON = "0 7 * * *";
/** Leads younger than this are still on their first job. */
export const MAIL_SWEEP_AFTER_MS = 10 * 60 * 1000;
/** Leads older than this are left to the digest. */
const MAIL_SWEEP_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;
const BATCH = 100;

export async function queueDailyDigest(env: Env, scheduledTime: number): Promise<void> {
  await env.STAFF_MAIL_QUEUE.send({ version: 1, kind: "digest", until: scheduledTime } satisfies StaffMailJob);
}

/** Queues the e-mails of leads that should have one by now; returns the ids queued. */
export async function requeueMissingLeadMails(
  env: Env,
  now: number,
): Promise<{ enquiries: number[]; ideas: number[] }> {
  const db = getDb(env.DB);
  const before = d1Timestamp(now - MAIL_SWEEP_AFTER_MS);
  const since = d1Timestamp(now - MAIL_SWEEP_WITHIN_MS);
  const requeuedAt = d1Timestamp(now);

  // Marked first, then sent: a lead is swept once even if two runs overlap.
  const enquiries = await db
    .update(contacts)
    .set({ staffMailRequeuedAt: requeuedAt })
    .where(
      and(
        isNull(contacts.staffNotifiedAt),
        isNull(contacts.staffMailRequeuedAt),
        lte(contacts.createdAt, before),
        gte(contacts.createdAt, since),
      ),
    )
    .returning({ id: contacts.id });
  const ideas = await db
    .update(voiceUploads)
    .set({ staffMailRequeuedAt: requeuedAt })
    .where(
      and(
        isNull(voiceUploads.staffNotifiedAt),
        isNull(voiceUploads.staffMailRequeuedAt),
        inArray(voiceUploads.transcriptionStatus, ["done", "failed", "awaiting_service"]),
        lte(voiceUploads.updatedAt, before),
        gte(voiceUploads.createdAt, since),
      ),
    )
    .returning({ id: voiceUploads.id });

  const jobs: StaffMailJob[] = [
    ...enquiries.map(({ id }) => ({ version: 1 as const, kind: "enquiry" as const, id })),
    ...ideas.map(({ id }) => ({ version: 1 as const, kind: "voice-idea" as const, id })),
  ];
  try {
    for (let start = 0; start < jobs.length; start += BATCH) {
      await env.STAFF_MAIL_QUEUE.sendBatch(jobs.slice(start, start + BATCH).map((body) => ({ body })));
    }
  } catch (error) {
    // Unmarked again, so the next run tries once more (a repeated job sends no second mail).
    await db.update(contacts).set({ staffMailRequeuedAt: null }).where(eq(contacts.staffMailRequeuedAt, requeuedAt));
    await db
      .update(voiceUploads)
      .set({ staffMailRequeuedAt: null })
      .where(eq(voiceUploads.staffMailRequeuedAt, requeuedAt));
    throw error;
  }
  return { enquiries: enquiries.map(({ id }) => id), ideas: ideas.map(({ id }) => id) };
}
