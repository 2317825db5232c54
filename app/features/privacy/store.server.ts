import { unclaimedKey } from "~/lib/leads";

/**
 * Where the personal data is: the D1 database and the recordings bucket. The Worker passes its
 * bindings; the staff command passes the ones getPlatformProxy gives it (scripts/staff/platform.ts).
 */
export interface PrivacyStore {
  db: D1Database;
  recordings: R2Bucket;
}

/** Who carried out an erasure, as the erasures table records it. */
export const ERASED_BY = {
  console: "staff console",
  retention: "scheduled retention",
} as const;

/**
 * How long a question the assistant could not answer is kept (the privacy notice's period): the
 * console's overview lists the questions of these last days.
 */
export const UNANSWERED_QUESTION_RETENTION_DAYS = 30;

// D1 allows 100 bound parameters per statement.
export const ROW_BATCH = 100;

/**
 * Deletes the recordings of these ideas: the kept copy at the bucket's root and any copy still
 * waiting under the unclaimed prefix. Returns how many kept copies there were.
 */
export async function deleteRecordings(recordings: R2Bucket, fileNames: readonly string[]): Promise<number> {
  if (fileNames.length === 0) return 0;
  const present = await Promise.all(fileNames.map((fileName) => recordings.head(fileName)));
  // R2 deletes up to 1000 keys a call; two keys per idea, at most ROW_BATCH ideas at a time.
  for (let start = 0; start < fileNames.length; start += ROW_BATCH) {
    const batch = fileNames.slice(start, start + ROW_BATCH);
    await recordings.delete(batch.flatMap((fileName) => [fileName, unclaimedKey(fileName)]));
  }
  return present.filter(Boolean).length;
}
