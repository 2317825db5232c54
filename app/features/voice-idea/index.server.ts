// The voice-idea feature's server entry: its API, its queue consumers and its scheduled clean-up.
import { recordAbandonedJobs, transcribeBatch } from "./transcription.server";

export { runVoiceMaintenance } from "./maintenance.server";
export { voiceApi as voiceIdeaApi } from "./routes.server";

/** Queue name of the transcription jobs that ran out of attempts (wrangler.jsonc). */
const TRANSCRIPTION_DEAD_LETTER_QUEUE = "voice-transcription-dlq";

/** Consumes voice-transcription and its dead-letter queue. */
export async function consumeTranscriptionQueue(batch: MessageBatch, env: Env): Promise<void> {
  if (batch.queue === TRANSCRIPTION_DEAD_LETTER_QUEUE) await recordAbandonedJobs(batch, env);
  else await transcribeBatch(batch, env);
}
