import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { handleQueue } from "../../workers/api";
import {
  ABANDONED_NOTE,
  AWAITING_SERVICE_NOTE,
  MAX_TRANSCRIBABLE_BYTES,
  retryDelaySeconds,
  TRANSCRIPTION_CAP_NOTE,
  TRANSCRIPTION_MAX_RETRIES,
} from "../../app/features/voice-idea/transcription.server";
import { fakeAi } from "./support/fake-ai";
import { recordingQueue } from "./support/queues";
import { storedVoiceIdea, voiceRow, webmBytes } from "./support/voice";
import { requeueStalledTranscriptions } from "../../app/features/voice-idea/maintenance.server";

// The AI binding is the one fake: Workers AI cannot be reached from a test.
const withWorkersAi = (ai: Ai): Env => ({ ...env, AI_MODE: "workers-ai", AI: ai });

async function deliver(recordId: unknown, targetEnv: Env, attempts = 1, queue = "voice-transcription") {
  const batch = createMessageBatch(queue, [
    { id: `job-${recordId}-${attempts}`, timestamp: new Date(), attempts, body: { recordId } },
  ]);
  // The test queue reports which messages were retried but not the delay asked for.
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  const ctx = createExecutionContext();
  await handleQueue(batch, targetEnv, ctx);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

describe("the overall daily cap on transcriptions", () => {
  it("stops calling Whisper once today's transcriptions are used up; the idea waits and staff hear of it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await env.DB.prepare("DELETE FROM usage_counts WHERE counter = 'transcription'").run();
    const capped = (ai: Ai): Env => ({ ...withWorkersAi(ai), TRANSCRIPTION_DAILY_CALLS: "2" });
    const { ai, calls } = fakeAi(() => ({ text: "A transcript" }));
    const ideas = [await storedVoiceIdea(), await storedVoiceIdea(), await storedVoiceIdea()];
    for (const { id } of ideas) expect((await deliver(id, capped(ai))).explicitAcks).toEqual([`job-${id}-1`]);

    expect(calls).toHaveLength(2);
    expect((await voiceRow(ideas[1]!.id))?.transcriptionStatus).toBe("done");
    expect(await voiceRow(ideas[2]!.id)).toMatchObject({
      transcriptionStatus: "awaiting_service",
      transcriptionError: TRANSCRIPTION_CAP_NOTE,
    });
    // The cron leaves it waiting while the day has no transcriptions to spare, and queues it
    // again once one has (here: a larger cap).
    expect(await requeueStalledTranscriptions(capped(ai), Date.now())).not.toContain(ideas[2]!.id);
    const roomy = { ...withWorkersAi(ai), TRANSCRIPTION_DAILY_CALLS: "3" };
    expect(await requeueStalledTranscriptions(roomy, Date.now())).toContain(ideas[2]!.id);
    vi.restoreAllMocks();
  });
});

describe("transcription queue consumer", () => {
  it("sends the recording to Whisper and stores the transcript", async () => {
    const { id, bytes } = await storedVoiceIdea(webmBytes(4096));
    const { ai, calls } = fakeAi(() => ({ text: " I want a motor controller for a small boat. " }));

    const result = await deliver(id, withWorkersAi(ai));

    expect(result.explicitAcks).toEqual([`job-${id}-1`]);
    expect(result.retryMessages).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe("@cf/openai/whisper");
    expect(calls[0]!.inputs.audio).toEqual([...bytes]);
    expect(await voiceRow(id)).toMatchObject({
      transcriptionStatus: "done",
      transcript: "I want a motor controller for a small boat.",
      transcriptionError: null,
    });
  });

  it("does nothing for a redelivered message of a finished idea", async () => {
    const { id } = await storedVoiceIdea();
    await deliver(id, withWorkersAi(fakeAi(() => ({ text: "First transcript" })).ai));
    const finished = await voiceRow(id);

    const second = fakeAi(() => ({ text: "Second transcript" }));
    const result = await deliver(id, withWorkersAi(second.ai), 2);

    expect(result.explicitAcks).toEqual([`job-${id}-2`]);
    expect(second.calls).toHaveLength(0);
    expect(await voiceRow(id)).toEqual(finished);
  });

  it("runs Whisper once when the same idea is queued twice", async () => {
    const { id } = await storedVoiceIdea();
    let answerWhisper!: (answer: { text: string }) => void;
    const { ai, calls } = fakeAi(() => new Promise((resolve) => (answerWhisper = resolve)));
    // The first job is still at work (Whisper has not answered) when the second arrives.
    const first = deliver(id, withWorkersAi(ai));
    await vi.waitFor(() => expect(calls).toHaveLength(1));

    const duplicate = await deliver(id, withWorkersAi(ai));
    expect(duplicate.explicitAcks).toEqual([`job-${id}-1`]);
    expect(await voiceRow(id)).toMatchObject({ transcriptionStatus: "processing", transcript: null });

    answerWhisper({ text: "Transcribed once." });
    await first;
    expect(calls).toHaveLength(1);
    expect(await voiceRow(id)).toMatchObject({ transcriptionStatus: "done", transcript: "Transcribed once." });
  });

  it("leaves a failed idea alone when a stray job for it arrives", async () => {
    const { id } = await storedVoiceIdea();
    await env.DB.prepare(
      "UPDATE voice_uploads SET transcription_status = 'failed', transcription_error = 'earlier' WHERE id = ?",
    )
      .bind(id)
      .run();
    const { ai, calls } = fakeAi(() => ({ text: "unused" }));

    await deliver(id, withWorkersAi(ai));

    expect(calls).toHaveLength(0);
    expect(await voiceRow(id)).toMatchObject({ transcriptionStatus: "failed", transcriptionError: "earlier" });
  });

  it("retries a failing transcription with growing delays, then marks it failed and keeps the recording", async () => {
    const { id, fileName } = await storedVoiceIdea();
    const { ai, calls } = fakeAi(() => {
      throw new Error("AI service unavailable");
    });
    const finalAttempt = TRANSCRIPTION_MAX_RETRIES + 1;

    for (let attempt = 1; attempt < finalAttempt; attempt++) {
      const result = await deliver(id, withWorkersAi(ai), attempt);
      expect(result.retryMessages).toEqual([{ msgId: `job-${id}-${attempt}` }]);
      expect(result.retryDelays).toEqual([retryDelaySeconds(attempt)]);
      expect(await voiceRow(id)).toMatchObject({
        transcriptionStatus: "processing",
        transcriptionError: `Attempt ${attempt} failed, retrying: AI service unavailable`,
      });
    }
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([30, 60, 120]);

    // The queue moves a message retried on its last attempt to the dead-letter queue.
    const last = await deliver(id, withWorkersAi(ai), finalAttempt);
    expect(last.retryMessages).toHaveLength(1);
    expect(calls).toHaveLength(finalAttempt);
    expect(await voiceRow(id)).toMatchObject({
      transcriptionStatus: "failed",
      transcript: null,
      transcriptionError: `Transcription failed after ${finalAttempt} attempts: AI service unavailable`,
    });
    expect(await env.RECORDINGS.head(fileName)).not.toBeNull();
  });

  it("treats an answer without text as a failure, never as a transcript", async () => {
    const { id } = await storedVoiceIdea();
    const result = await deliver(id, withWorkersAi(fakeAi(() => ({ words: [] })).ai));
    expect(result.retryMessages).toHaveLength(1);
    expect(await voiceRow(id)).toMatchObject({ transcript: null, transcriptionStatus: "processing" });
  });

  it("without Workers AI, records that the idea waits for the service and invents nothing", async () => {
    const { id, fileName } = await storedVoiceIdea();
    const { ai, calls } = fakeAi(() => ({ text: "should not be used" }));

    const result = await deliver(id, { ...env, AI_MODE: "local", AI: ai });

    expect(result.explicitAcks).toEqual([`job-${id}-1`]);
    expect(calls).toHaveLength(0);
    expect(await voiceRow(id)).toMatchObject({
      transcriptionStatus: "awaiting_service",
      transcript: null,
      transcriptionError: AWAITING_SERVICE_NOTE,
    });
    expect(await env.RECORDINGS.head(fileName)).not.toBeNull();
  });

  it("fails without retrying when the recording is missing or too large to transcribe", async () => {
    const missing = await storedVoiceIdea();
    await env.RECORDINGS.delete(missing.fileName);
    // Uploads are capped far below this now; a recording stored before the cap still meets it.
    const large = await storedVoiceIdea();
    await env.RECORDINGS.put(large.fileName, webmBytes(MAX_TRANSCRIBABLE_BYTES + 1));
    const { ai, calls } = fakeAi(() => ({ text: "unused" }));

    for (const { id } of [missing, large]) {
      const result = await deliver(id, withWorkersAi(ai));
      expect(result.explicitAcks).toEqual([`job-${id}-1`]);
      expect(result.retryMessages).toEqual([]);
    }
    expect(calls).toHaveLength(0);
    expect(await voiceRow(missing.id)).toMatchObject({
      transcriptionStatus: "failed",
      transcriptionError: "The recording is missing from storage.",
    });
    expect(await voiceRow(large.id)).toMatchObject({
      transcriptionStatus: "failed",
      transcriptionError: "The recording is larger than 5 MB and needs manual transcription.",
    });
    expect(await env.RECORDINGS.head(large.fileName)).not.toBeNull();
  });

  it("acknowledges and drops malformed jobs and jobs for unknown ideas", async () => {
    const { ai, calls } = fakeAi(() => ({ text: "unused" }));
    for (const recordId of ["1; DROP TABLE", -3, 999_999]) {
      const result = await deliver(recordId, withWorkersAi(ai));
      expect(result.explicitAcks).toHaveLength(1);
    }
    expect(calls).toHaveLength(0);
  });
});

describe("dead-letter queue consumer", () => {
  it("marks an idea failed when its job ran out of attempts without an outcome, keeping the recording", async () => {
    const { id, fileName } = await storedVoiceIdea();
    await env.DB.prepare("UPDATE voice_uploads SET transcription_status = 'processing' WHERE id = ?").bind(id).run();

    const result = await deliver(id, env, 4, "voice-transcription-dlq");

    expect(result.explicitAcks).toEqual([]);
    expect(result.ackAll).toBe(true);
    expect(await voiceRow(id)).toMatchObject({
      transcriptionStatus: "failed",
      transcript: null,
      transcriptionError: ABANDONED_NOTE,
    });
    expect(await env.RECORDINGS.head(fileName)).not.toBeNull();
  });

  it("keeps an outcome the consumer already recorded", async () => {
    const { id } = await storedVoiceIdea();
    const { ai } = fakeAi(() => ({ text: "Finished before the job was dead-lettered" }));
    await deliver(id, withWorkersAi(ai));
    const finished = await voiceRow(id);

    await deliver(id, env, 4, "voice-transcription-dlq");

    expect(await voiceRow(id)).toEqual(finished);
  });
});

describe("staff e-mail about a voice idea", () => {
  const mailJobs = (queue: { sent: unknown[] }) => queue.sent;
  const job = (id: number) => ({ version: 1, kind: "voice-idea", id });

  it("is queued once the transcript is stored", async () => {
    const { id } = await storedVoiceIdea();
    const queue = recordingQueue();
    await deliver(id, { ...withWorkersAi(fakeAi(() => ({ text: "An idea" })).ai), STAFF_MAIL_QUEUE: queue.binding });
    expect(mailJobs(queue)).toEqual([job(id)]);
  });

  it("is queued when the service is unavailable here, and when the recording cannot be transcribed", async () => {
    const offline = await storedVoiceIdea();
    const queue = recordingQueue();
    await deliver(offline.id, { ...env, STAFF_MAIL_QUEUE: queue.binding });

    const missing = await storedVoiceIdea();
    await env.RECORDINGS.delete(missing.fileName);
    await deliver(missing.id, { ...withWorkersAi(fakeAi(() => ({ text: "x" })).ai), STAFF_MAIL_QUEUE: queue.binding });

    expect(mailJobs(queue)).toEqual([job(offline.id), job(missing.id)]);
  });

  it("waits for the last attempt of a failing transcription", async () => {
    const { id } = await storedVoiceIdea();
    const queue = recordingQueue();
    const failing = {
      ...withWorkersAi(fakeAi(() => Promise.reject(new Error("model overloaded"))).ai),
      STAFF_MAIL_QUEUE: queue.binding,
    };
    for (let attempt = 1; attempt <= TRANSCRIPTION_MAX_RETRIES; attempt++) await deliver(id, failing, attempt);
    expect(mailJobs(queue)).toEqual([]);
    await deliver(id, failing, TRANSCRIPTION_MAX_RETRIES + 1);
    expect(mailJobs(queue)).toEqual([job(id)]);
  });

  it("is queued for an idea the dead-letter queue marks failed", async () => {
    const { id } = await storedVoiceIdea();
    const queue = recordingQueue();
    await deliver(id, { ...env, STAFF_MAIL_QUEUE: queue.binding }, 4, "voice-transcription-dlq-staging");
    expect(mailJobs(queue)).toEqual([job(id)]);
  });
});
