import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { voiceUploads } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import { RECORDING_PREFIX, UNCLAIMED_PREFIX } from "./recordings.server";
import { transcriptionJob } from "./transcription.server";
import { readConfig } from "~/lib/config.server";

/**
 * The scheduled clean-up (cron in wrangler.jsonc) that keeps the voice pipeline from losing
 * or leaking anything: recordings nobody logged are deleted after a day, and ideas whose
 * transcription never got queued are queued again.
 */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** A recording can be logged for an hour less than it is kept, so clean-up never races a claim. */
export const CLAIM_WINDOW_MS = ORPHAN_AGE_MS - 60 * 60 * 1000;
export const STALE_PENDING_MS = 10 * 60 * 1000;
// D1 allows 100 bound parameters per statement; a queue batch takes 100 messages.
const BATCH = 100;

export async function runVoiceMaintenance(env: Env, now: number): Promise<void> {
  const results = await Promise.allSettled([removeOrphanRecordings(env, now), requeueStalledTranscriptions(env, now)]);
  const failures = results.filter((result) => result.status === "rejected").map((result) => result.reason);
  if (failures.length > 0) throw new AggregateError(failures, "Voice maintenance failed");
}

/**
 * Deletes recordings older than a day that no voice_uploads row claims; returns their keys. Those
 * still waiting under UNCLAIMED_PREFIX were never claimed (a claim is refused after CLAIM_WINDOW_MS);
 * at the root, a copy whose claim did not write its row is checked against the rows.
 */
export async function removeOrphanRecordings(env: Env, now: number): Promise<string[]> {
  const db = getDb(env.DB);
  const removed: string[] = [];
  await forEachOldBatch(env.RECORDINGS, UNCLAIMED_PREFIX, now, async (keys) => {
    await env.RECORDINGS.delete(keys);
    removed.push(...keys);
  });
  await forEachOldBatch(env.RECORDINGS, RECORDING_PREFIX, now, async (keys) => {
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

/** The keys under `prefix` uploaded more than ORPHAN_AGE_MS before `now`, a batch at a time. */
async function forEachOldBatch(
  bucket: R2Bucket,
  prefix: string,
  now: number,
  handle: (keys: string[]) => Promise<void>,
): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    const old = page.objects
      .filter((object) => now - object.uploaded.getTime() > ORPHAN_AGE_MS)
      .map((object) => object.key);
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
  const stalled = or(
    and(
      eq(voiceUploads.transcriptionStatus, "pending"),
      lte(voiceUploads.updatedAt, d1Timestamp(now - STALE_PENDING_MS)),
    ),
    readConfig(env).aiMode === "workers-ai" ? eq(voiceUploads.transcriptionStatus, "awaiting_service") : undefined,
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
