import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { voiceUploads } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import { UNCLAIMED_PREFIX } from "~/lib/leads";
import { RECORDING_PREFIX } from "./recordings.server";
import { transcriptionJob } from "./transcription.server";
import { readConfig } from "~/lib/config.server";
import { releaseUnclaimedBytes } from "./daily-budget.server";
import { usesIn, utcDayPeriod } from "~/lib/usage-caps.server";

/**
 * The scheduled clean-up (cron in wrangler.jsonc) that keeps the voice pipeline from losing
 * or leaking anything: uploads nobody logged are deleted (and their bytes given back to the
 * shared daily budget) 40 minutes after upload, copies no row claims after a day, and ideas whose
 * transcription never got queued are queued again.
 */
/**
 * The browser logs an idea seconds after its upload; half an hour covers a slow connection many
 * times over, and keeps bytes nobody claims out of the shared budget for at most this plus the
 * expiry margin and one cron period (docs/decisions/0039).
 */
export const CLAIM_WINDOW_MS = 30 * 60 * 1000;
/** An unclaimed upload is deleted 10 minutes after it can last be claimed, so clean-up never races a claim. */
export const UNCLAIMED_EXPIRY_MS = CLAIM_WINDOW_MS + 10 * 60 * 1000;
/** How often the clean-up runs: every 10 minutes (the first cron of wrangler.jsonc). */
export const CLEAN_UP_PERIOD_MS = 10 * 60 * 1000;
/** A copy at the root that no row claims (its claim failed before the row) is deleted after a day. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
export const STALE_PENDING_MS = 10 * 60 * 1000;
// D1 allows 100 bound parameters per statement; a queue batch takes 100 messages.
const BATCH = 100;

export async function runVoiceMaintenance(env: Env, now: number): Promise<void> {
  const results = await Promise.allSettled([
    removeOrphanRecordings(env, now).then(() => releaseUnclaimedBytes(env.DB, now - UNCLAIMED_EXPIRY_MS, now)),
    requeueStalledTranscriptions(env, now),
  ]);
  const failures = results.filter((result) => result.status === "rejected").map((result) => result.reason);
  if (failures.length > 0) throw new AggregateError(failures, "Voice maintenance failed");
}

/**
 * Deletes recordings that no voice_uploads row claims; returns their keys. Those still waiting
 * under UNCLAIMED_PREFIX after UNCLAIMED_EXPIRY_MS were never claimed (a claim is refused after
 * CLAIM_WINDOW_MS); at the root, a copy older than a day whose claim did not write its row is
 * checked against the rows.
 */
export async function removeOrphanRecordings(env: Env, now: number): Promise<string[]> {
  const db = getDb(env.DB);
  const removed: string[] = [];
  await forEachOldBatch(env.RECORDINGS, UNCLAIMED_PREFIX, now - UNCLAIMED_EXPIRY_MS, async (keys) => {
    await env.RECORDINGS.delete(keys);
    removed.push(...keys);
  });
  await forEachOldBatch(env.RECORDINGS, RECORDING_PREFIX, now - ORPHAN_AGE_MS, async (keys) => {
    const claimed = await db
      .select({ fileName: voiceUploads.fileName })
      .from(voiceUploads)
      .where(inArray(voiceUploads.fileName, keys));
    const claimedNames = new Set(claimed.map((row) => row.fileName));
    const orphans = keys.filter((key) => !claimedNames.has(key));
    if (orphans.length > 0) {
      await env.RECORDINGS.delete(orphans);
      removed.push(...orphans);
    }
  });
  return removed;
}

/** The keys under `prefix` uploaded before `uploadedBefore`, a batch at a time. */
async function forEachOldBatch(
  bucket: R2Bucket,
  prefix: string,
  uploadedBefore: number,
  handle: (keys: string[]) => Promise<void>,
): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    const old = page.objects.filter((object) => object.uploaded.getTime() < uploadedBefore).map((object) => object.key);
    for (let start = 0; start < old.length; start += BATCH) await handle(old.slice(start, start + BATCH));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/**
 * Queues again the rows still 'pending' ten minutes after their last queueing (the first
 * enqueue failed or was lost) and, once Workers AI is configured, the rows that waited for
 * it. Returns the ids queued.
 */
export async function requeueStalledTranscriptions(env: Env, now: number): Promise<number[]> {
  const db = getDb(env.DB);
  const { aiMode, transcriptionDailyCalls } = readConfig(env);
  // Ideas that wait for the service, or for a day with transcriptions to spare.
  const serviceReady =
    aiMode === "workers-ai" && (await usesIn(env.DB, "transcription", utcDayPeriod(now))) < transcriptionDailyCalls;
  const stalled = or(
    and(
      eq(voiceUploads.transcriptionStatus, "pending"),
      lte(voiceUploads.updatedAt, d1Timestamp(now - STALE_PENDING_MS)),
    ),
    serviceReady ? eq(voiceUploads.transcriptionStatus, "awaiting_service") : undefined,
  );
  const candidates = await db
    .select({ id: voiceUploads.id })
    .from(voiceUploads)
    .where(stalled)
    .orderBy(voiceUploads.id)
    .limit(BATCH);
  if (candidates.length === 0) return [];
  // Claimed first (fresh updated_at), then sent: a failed send is retried by a later run,
  // and a consumer that is already working on a row is never reset.
  const claimed = await db
    .update(voiceUploads)
    .set({ transcriptionStatus: "pending", transcriptionError: null, updatedAt: sql`CURRENT_TIMESTAMP` })
    .where(
      and(
        inArray(
          voiceUploads.id,
          candidates.map((row) => row.id),
        ),
        stalled,
      ),
    )
    .returning({ id: voiceUploads.id });
  if (claimed.length === 0) return [];
  await env.TRANSCRIPTION_QUEUE.sendBatch(claimed.map(({ id }) => ({ body: transcriptionJob(id) })));
  return claimed.map(({ id }) => id);
}
