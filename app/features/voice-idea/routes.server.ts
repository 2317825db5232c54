import { z } from "zod";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { getDb } from "~/db/client.server";
import { voiceUploads } from "~/db/schema";
import { readConfig } from "~/lib/config.server";
import { clientAddress, isRateLimited, networkKey, rateLimitKey, wideNetworkKey } from "~/lib/rate-limit.server";
import { jsonWithin, readJson } from "~/lib/request-guards.server";
import { validate } from "~/lib/validation";
import { RECORDING_FILE_NAME_PATTERN, RECORDING_TOO_LARGE, VOICE_LIMITS } from "./voice-form";
import { voiceUploadLogSchema } from "./voice-schema";
import { releaseDailyBytes, reserveDailyBytes } from "./daily-budget.server";
import type { AppEnv } from "~/lib/hono-env.server";
import { failureReason, logFailure, logWarning } from "~/lib/log.server";
import {
  copyToClaimed,
  newRecordingFileName,
  recordingFileUrl,
  RecordingRejected,
  storeRecording,
  type RecordingRejection,
} from "./recordings.server";
import { unclaimedKey } from "~/lib/leads";
import { CLAIM_WINDOW_MS, CLEAN_UP_PERIOD_MS, UNCLAIMED_EXPIRY_MS } from "./maintenance.server";
import { transcriptionJob } from "./transcription.server";
import { requireBotCheck } from "~/features/bot-check/index.server";

/**
 * The three calls behind the voice form, one per stage the visitor sees: upload the
 * recording, log the idea, start its transcription.
 */
export const voiceApi = new Hono<AppEnv>();

const MAX_DETAILS_BYTES = 4 * 1024;
const MAX_TRIGGER_BYTES = 256;
const TOO_MANY_IDEAS = "Too many voice ideas from your connection. Please wait a minute and try again.";

const REJECTIONS: Record<RecordingRejection, { status: 400 | 411 | 413 | 415; error: string }> = {
  empty: { status: 400, error: "The recording is empty." },
  length_required: {
    status: 411,
    error: "Please send the recording with a Content-Length header; uploads of unknown length are not accepted.",
  },
  too_large: { status: 413, error: RECORDING_TOO_LARGE },
  not_webm: { status: 415, error: "The recording is not a WebM audio file." },
  incomplete: { status: 400, error: "The recording did not arrive completely." },
};
const NOT_WAITING_FOR_TRANSCRIPTION = "There is no voice idea with this id waiting for transcription.";
const ALREADY_SUBMITTED = "This recording has already been submitted.";
const RECORDING_NOT_FOUND = "The recording was not found. Please record it again.";
const CONNECTION_BUDGET_SPENT =
  "We cannot take more voice recordings from your connection today. Please try again tomorrow, or use the contact form.";
const BUDGET_EXHAUSTED =
  "We cannot take more voice recordings today. Please try again tomorrow, or use the contact form.";

// Scoped to these paths: the router is mounted at the API root, beside other features' routes.
for (const path of ["/voice-recordings", "/voice-uploads", "/voice-processor"]) {
  voiceApi.use(path, async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
}

voiceApi.put("/voice-recordings", async (c, next) => {
  if (await isRateLimited(c.env.VOICE_RATE_LIMITER, c.req.raw, "voice")) {
    return c.json({ error: "Too many recordings from your connection. Please wait a minute and try again." }, 429);
  }
  await next();
});

// The costly step (bytes held for the day) needs a passed bot check; the idea that claims the
// upload later (POST /voice-uploads) names its file, which only a checked upload has.
voiceApi.put("/voice-recordings", requireBotCheck("voice"));

voiceApi.put("/voice-recordings", async (c) => {
  // A body refused unread is read to its end unkept by workers/api.ts, as every refusal's is.
  const refuse = (reason: RecordingRejection) => {
    const { status, error } = REJECTIONS[reason];
    return c.json({ error }, status);
  };
  const body = c.req.raw.body;
  const declaredBytes = declaredLength(c.req.header("Content-Length"));
  // Refused before anything is stored: R2 streams only a body whose length is known up front, and
  // one over the cap or without a length is not worth storing at all.
  if (!body || declaredBytes === 0) return refuse("empty");
  if (declaredBytes === null) return refuse("length_required");
  if (declaredBytes > VOICE_LIMITS.maxRecordingBytes) return refuse("too_large");

  const fileName = newRecordingFileName();
  const config = readConfig(c.env);
  const address = clientAddress(c.req.raw);
  const reservation = await reserveDailyBytes(
    c.env.DB,
    fileName,
    declaredBytes,
    { address: rateLimitKey(address), network: networkKey(address), wideNetwork: wideNetworkKey(address) },
    {
      shared: config.voiceDailyBytesBudget,
      reserved: config.voiceDailyBytesReserved,
      perAddress: config.voiceDailyBytesPerAddress,
      perNetwork: config.voiceDailyBytesPerNetwork,
    },
  );
  if (!reservation.ok) {
    const { spent, unclaimedBytesHeld } = reservation;
    logWarning("voice_daily_budget_exhausted", { budget: spent, declaredBytes, unclaimedBytesHeld });
    const untilMidnight = Math.ceil((new Date().setUTCHours(24, 0, 0, 0) - Date.now()) / 1000);
    if (spent !== "shared") {
      c.header("Retry-After", String(Math.max(1, untilMidnight)));
      return c.json({ error: CONNECTION_BUDGET_SPENT }, 429);
    }
    // Bytes of uploads nobody logs come back at the clean-up after their expiry, within the hour.
    const unclaimedBack = (UNCLAIMED_EXPIRY_MS + CLEAN_UP_PERIOD_MS) / 1000;
    c.header(
      "Retry-After",
      String(Math.max(1, unclaimedBytesHeld > 0 ? Math.min(unclaimedBack, untilMidnight) : untilMidnight)),
    );
    return c.json({ error: BUDGET_EXHAUSTED }, 503);
  }
  let outcome: "stored" | "exists";
  try {
    outcome = await storeRecording(c.env.RECORDINGS, unclaimedKey(fileName), body, declaredBytes);
  } catch (error) {
    await releaseDailyBytes(c.env.DB, fileName);
    if (!(error instanceof RecordingRejected)) throw error;
    return refuse(error.reason);
  }
  if (outcome === "exists") {
    await releaseDailyBytes(c.env.DB, fileName);
    return c.json({ error: "Please try uploading again." }, 409);
  }
  return c.json({ file_name: fileName, file_url: recordingFileUrl(readConfig(c.env).recordingsBucket, fileName) }, 201);
});

voiceApi.post("/voice-uploads", async (c, next) => {
  if (await isRateLimited(c.env.VOICE_RATE_LIMITER, c.req.raw, "voice-log")) {
    return c.json({ error: TOO_MANY_IDEAS }, 429);
  }
  await next();
});

// A claim holds its upload's bytes for the day (an unclaimed one gives them back within the hour),
// so it needs a passed bot check of its own, as the upload does (docs/decisions/0050).
voiceApi.post("/voice-uploads", requireBotCheck("voice"));

voiceApi.post("/voice-uploads", jsonWithin(MAX_DETAILS_BYTES), async (c) => {
  const log = validate(voiceUploadLogSchema, await readJson(c));
  if (!log.ok) {
    // The form shows errors of the visitor's fields; a bad recording reference is the client's alone.
    const { file_name: _reference, duration_ms: _duration, source_path: _source, ...fieldErrors } = log.fieldErrors;
    return c.json(Object.keys(fieldErrors).length > 0 ? { error: log.error, fieldErrors } : { error: log.error }, 400);
  }
  const { file_name: fileName, duration_ms: durationMs, source_path: sourcePath, ...details } = log.value;

  const recordings = c.env.RECORDINGS;
  // A recording waits under its unclaimed key; one found at the root was copied there by a claim
  // (its row then answers 409 below) or by one whose row was not written, which may claim it now.
  const waiting = await recordings.head(unclaimedKey(fileName));
  const recording = waiting ?? (await recordings.head(fileName));
  if (!recording) return c.json({ error: RECORDING_NOT_FOUND }, 404);
  // Unclaimed recordings are deleted after a day; refusing old ones first means the clean-up
  // can never remove a recording that is being claimed at that moment.
  if (Date.now() - recording.uploaded.getTime() > CLAIM_WINDOW_MS) {
    return c.json({ error: "The recording has expired. Please record it again." }, 410);
  }
  // Copied before the row is written, so a row never points at a recording that is not there.
  if (waiting && (await copyToClaimed(recordings, fileName)) === "missing") {
    return c.json({ error: RECORDING_NOT_FOUND }, 404);
  }

  const { name } = details;
  const [row] = await getDb(c.env.DB)
    .insert(voiceUploads)
    .values({
      fileName,
      fileUrl: recordingFileUrl(readConfig(c.env).recordingsBucket, fileName),
      userName: name,
      userEmail: details.email,
      userContext: details.projectTitle || `Voice idea from ${name}`,
      transcriptionStatus: "pending",
      durationMs,
      sourcePath,
    })
    .onConflictDoNothing({ target: voiceUploads.fileName })
    .returning({ id: voiceUploads.id });
  if (!row) return c.json({ error: ALREADY_SUBMITTED }, 409);
  // The visitor's reference to the idea is its recording's name (128 random bits), never the
  // row's id, which counts the ideas of every visitor.
  const logged = { id: fileName };
  if (!waiting) return c.json(logged, 201);
  try {
    await recordings.delete(unclaimedKey(fileName));
  } catch (error) {
    // The idea is stored; the waiting copy is expired by the clean-up and the lifecycle rule.
    logWarning("unclaimed_recording_not_deleted", { recordId: row.id, reason: failureReason(error) });
  }
  return c.json(logged, 201);
});

voiceApi.post("/voice-processor", async (c, next) => {
  if (await isRateLimited(c.env.VOICE_RATE_LIMITER, c.req.raw, "voice-transcribe")) {
    return c.json({ error: TOO_MANY_IDEAS }, 429);
  }
  await next();
});

voiceApi.post("/voice-processor", jsonWithin(MAX_TRIGGER_BYTES), async (c) => {
  const trigger = validate(z.object({ recordId: ideaReferenceSchema }), await readJson(c));
  if (!trigger.ok) return c.json({ error: trigger.error }, 400);
  const row = await getDb(c.env.DB)
    .select({ id: voiceUploads.id, status: voiceUploads.transcriptionStatus })
    .from(voiceUploads)
    .where(eq(voiceUploads.fileName, trigger.value.recordId))
    .get();
  // Only new ideas are queued from here, so this public call cannot re-run transcriptions. A
  // missing id and one already handled get the same answer, so nobody can count which ids exist.
  if (row?.status !== "pending") return c.json({ error: NOT_WAITING_FOR_TRANSCRIPTION }, 409);
  const recordId = row.id;
  try {
    await c.env.TRANSCRIPTION_QUEUE.send(transcriptionJob(recordId));
  } catch (error) {
    // The row stays 'pending'; the scheduled job queues it again.
    logFailure("transcription_queue_failed", { recordId, cfRay: c.req.header("cf-ray"), reason: failureReason(error) });
    return c.json({ error: "Transcription could not be started right now." }, 503);
  }
  return c.json({ status: "queued" }, 202);
});

const IDEA_REFERENCE_INVALID = "recordId must be the reference the voice idea was logged with.";
/** What POST /voice-uploads answered as the idea's `id`: its recording's name. */
const ideaReferenceSchema = z
  .string({ error: IDEA_REFERENCE_INVALID })
  .regex(RECORDING_FILE_NAME_PATTERN, { error: IDEA_REFERENCE_INVALID });

function declaredLength(header: string | undefined): number | null {
  if (header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
