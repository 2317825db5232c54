// `staff ideas`: voice ideas in D1 voice_uploads with their transcripts, and their recordings in R2.
import { writeFileSync } from "node:fs";
import { TRANSCRIPTION_STATUSES } from "~/db/schema";
import { listIdeas as listStoredIdeas, type IdeaRow } from "~/features/staff-console/index.server";
import { InputError } from "./content";
import { withBusyRetry, type Platform } from "./platform";

export { TRANSCRIPTION_STATUSES, type IdeaRow };

export function checkStatus(status: string): void {
  if (!(TRANSCRIPTION_STATUSES as readonly string[]).includes(status)) {
    throw new InputError(`unknown status "${status}". Statuses: ${TRANSCRIPTION_STATUSES.join(", ")}`);
  }
}

/** Voice ideas, newest first, optionally of one transcription status (the staff console's query). */
export async function listIdeas(db: D1Database, filter: { status?: string; limit: number }): Promise<IdeaRow[]> {
  if (filter.status !== undefined) checkStatus(filter.status);
  return withBusyRetry(() => listStoredIdeas(db, filter));
}

/** The bucket and key of an `r2://bucket/key` address. */
export function parseR2Address(address: string): { bucket: string; key: string } | undefined {
  const match = /^r2:\/\/([^/]+)\/(.+)$/.exec(address);
  return match ? { bucket: match[1]!, key: match[2]! } : undefined;
}

/**
 * Downloads an idea's recording from the target's RECORDINGS bucket into `out` (never over an
 * existing file) and returns its size. An unknown id or an existing file is an input error; a
 * recording missing from the bucket, or kept in another bucket than the target's, is a failure.
 */
export async function downloadRecording(platform: Platform, id: number, out: string) {
  const row = await withBusyRetry(() =>
    platform.db
      .prepare("SELECT file_name, file_url FROM voice_uploads WHERE id = ?1")
      .bind(id)
      .first<{ file_name: string; file_url: string }>(),
  );
  if (!row) throw new InputError(`there is no voice idea #${id}`);
  const address = parseR2Address(row.file_url) ?? { bucket: platform.bucketName, key: row.file_name };
  if (address.bucket !== platform.bucketName) {
    throw new Error(
      `voice idea #${id} is stored in bucket ${address.bucket}, but ${platform.description} uses ${platform.bucketName}`,
    );
  }
  const object = await platform.recordings.get(address.key);
  if (!object) throw new Error(`the recording of voice idea #${id} (${address.key}) is not in ${address.bucket}`);
  const bytes = new Uint8Array(await object.arrayBuffer());
  try {
    writeFileSync(out, bytes, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new InputError(`${out} already exists; give another --out or remove it first`);
    }
    throw error;
  }
  return { key: address.key, bytes: bytes.length };
}
