import { z } from "zod";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { voiceUploads, type TranscriptionStatus } from "~/db/schema";
import { readConfig } from "~/lib/config.server";
import { failureReason, logFailure, logWarning } from "~/lib/log.server";
import { takeUse, utcDayPeriod } from "~/lib/usage-caps.server";
import { queueLeadMail } from "~/features/staff-mail/index.server";

/**
 * The transcription queue consumer: recording from R2 → Workers AI Whisper → transcript in
 * D1, then the staff e-mail about the idea. Safe to deliver twice: a job only runs for an idea
 * it claims (see claimStatuses).
 */
const RECORD_ID_INVALID = "recordId must be a positive whole number.";

/** A voice_uploads row id, as the queue carries it (visitors only ever see the idea's reference, its recording's name). */
export const recordIdSchema = z
  .number({ error: RECORD_ID_INVALID })
  .int(RECORD_ID_INVALID)
  .positive(RECORD_ID_INVALID)
  .max(Number.MAX_SAFE_INTEGER, RECORD_ID_INVALID);

/**
 * A queued transcription job. Version 1 names the idea to transcribe; jobs queued before the
 * version field existed carry no version and read as version 1. A later format adds a version.
 */
export const transcriptionJobSchema = z.object({
  version: z.literal(1).default(1),
  recordId: recordIdSchema,
});

export type TranscriptionJob = z.input<typeof transcriptionJobSchema>;

/** The job for one idea, in the current format. */
export function transcriptionJob(recordId: number): TranscriptionJob {
  return { version: 1, recordId };
}

/** Same as max_retries of the voice-transcription consumer in wrangler.jsonc. */
export const TRANSCRIPTION_MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_SECONDS = 30;
// Whisper takes the audio as a plain array of numbers; bigger recordings would not fit a
// Worker's memory that way. The recorder's 32 kbit/s makes 5 minutes about 1.2 MB.
export const MAX_TRANSCRIBABLE_BYTES = 5 * 1024 * 1024;

export const TRANSCRIPTION_CAP_NOTE =
  // Staff read these in the console and the mails (TRANSCRIPTION_DAILY_CALLS, AI_MODE=local): plain words.
  "Today's allowance of transcriptions is used up; the recording is kept and will be transcribed the next day.";

export const AWAITING_SERVICE_NOTE =
  "The transcription service is not available on this server; the recording is kept and will be transcribed once it is.";

/** 30 s, 60 s, 120 s, ... between attempts. */
export function retryDelaySeconds(attempt: number): number {
  return FIRST_RETRY_DELAY_SECONDS * 2 ** (Math.max(attempt, 1) - 1);
}

export async function transcribeBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) await transcribeMessage(message, env);
}

async function transcribeMessage(message: Message<unknown>, env: Env): Promise<void> {
  const recordId = jobRecordId(message.body);
  if (recordId === null) {
    logFailure("transcription_job_malformed", { messageId: message.id, reason: "not a transcription job" });
    message.ack();
    return;
  }
  const db = getDb(env.DB);
  // Once an idea's transcription has ended, one way or another, staff hear of it.
  const mailStaff = () => queueLeadMail(env.STAFF_MAIL_QUEUE, "voice-idea", recordId);
  /** Sets the idea's status, only from one of `onlyFrom` when given; returns the rows changed. */
  const record = (
    status: TranscriptionStatus,
    changes: { transcript?: string; transcriptionError: string | null },
    onlyFrom?: TranscriptionStatus[],
  ) =>
    db
      .update(voiceUploads)
      .set({ ...changes, transcriptionStatus: status, updatedAt: sql`CURRENT_TIMESTAMP` })
      .where(and(eq(voiceUploads.id, recordId), onlyFrom && inArray(voiceUploads.transcriptionStatus, onlyFrom)))
      .returning({ fileName: voiceUploads.fileName });

  const { aiMode, whisperModel, transcriptionDailyCalls } = readConfig(env);
  const offline = aiMode === "local";
  const [row] = await record(
    offline ? "awaiting_service" : "processing",
    { transcriptionError: offline ? AWAITING_SERVICE_NOTE : null },
    claimStatuses(message.attempts),
  );
  if (!row || offline) {
    if (row) await mailStaff();
    message.ack();
    return;
  }

  try {
    const recording = await env.RECORDINGS.get(row.fileName);
    if (!recording || recording.size > MAX_TRANSCRIBABLE_BYTES) {
      // Retrying cannot change either; staff see the reason and still have any recording.
      await record("failed", {
        transcriptionError: recording
          ? `The recording is larger than ${MAX_TRANSCRIBABLE_BYTES / 1024 / 1024} MB and needs manual transcription.`
          : "The recording is missing from storage.",
      });
      await mailStaff();
      message.ack();
      return;
    }
    // The overall daily cap on transcriptions (TRANSCRIPTION_DAILY_CALLS): past it the idea waits,
    // as it does without Workers AI, and the cron queues it again once the next day has room.
    if (!(await takeUse(env.DB, "transcription", utcDayPeriod(Date.now()), transcriptionDailyCalls))) {
      logWarning("transcription_daily_cap_reached", { recordId, cap: transcriptionDailyCalls });
      await record("awaiting_service", { transcriptionError: TRANSCRIPTION_CAP_NOTE });
      await mailStaff();
      message.ack();
      return;
    }
    const audio = [...new Uint8Array(await recording.arrayBuffer())];
    const result = await env.AI.run(whisperModel as "@cf/openai/whisper", { audio });
    if (typeof result?.text !== "string") throw new Error("Whisper answered without a transcript.");
    await record("done", { transcript: result.text.trim(), transcriptionError: null });
    await mailStaff();
    message.ack();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const finalAttempt = message.attempts > TRANSCRIPTION_MAX_RETRIES;
    logFailure("transcription_failed", {
      recordId,
      attempt: message.attempts,
      final: finalAttempt,
      reason: failureReason(error),
    });
    await record(finalAttempt ? "failed" : "processing", {
      transcriptionError: finalAttempt
        ? `Transcription failed after ${message.attempts} attempts: ${reason}`
        : `Attempt ${message.attempts} failed, retrying: ${reason}`,
    });
    if (finalAttempt) await mailStaff();
    // After the last attempt the queue hands the message to voice-transcription-dlq.
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

/**
 * The statuses a delivery may take an idea from. A first delivery starts only a 'pending'
 * idea, so a second job for the same idea (queued by the visitor's call and again by the cron)
 * never runs Whisper twice; a retry also continues the attempt it left 'processing'. Ideas
 * that are done, failed or waiting for the service are left alone.
 */
function claimStatuses(attempts: number): TranscriptionStatus[] {
  return attempts > 1 ? ["pending", "processing"] : ["pending"];
}

export const ABANDONED_NOTE =
  "Transcription did not finish after every attempt; the job is in the dead-letter queue. The recording is kept.";

/**
 * The dead-letter queue's consumer: a job that ran out of attempts without recording an outcome
 * (its Worker was stopped mid-attempt, say) marks its idea failed, so no idea stays
 * 'processing' for ever. Outcomes already recorded are kept.
 */
export async function recordAbandonedJobs(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const ids = batch.messages.map((message) => jobRecordId(message.body)).filter((id) => id !== null);
  if (ids.length > 0) {
    const abandoned = await getDb(env.DB)
      .update(voiceUploads)
      .set({ transcriptionStatus: "failed", transcriptionError: ABANDONED_NOTE, updatedAt: sql`CURRENT_TIMESTAMP` })
      .where(and(inArray(voiceUploads.id, ids), inArray(voiceUploads.transcriptionStatus, ["pending", "processing"])))
      .returning({ id: voiceUploads.id });
    for (const { id } of abandoned) {
      logFailure("transcription_abandoned", { recordId: id, reason: "every attempt ended without an outcome" });
      await queueLeadMail(env.STAFF_MAIL_QUEUE, "voice-idea", id);
    }
  }
  batch.ackAll();
}

/** The idea a job names, or null for a message that is not a transcription job. */
function jobRecordId(body: unknown): number | null {
  const job = transcriptionJobSchema.safeParse(body);
  return job.success ? job.data.recordId : null;
}
