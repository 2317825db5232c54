// The voice-idea feature's server entry: its API, its queue consumers and its scheduled clean-up.
import { recordAbandonedJobs, transcribeBatch } from "./transcription.server";

export { runVoiceMaintenance } from "./maintenance.server";
export { voiceApi as voiceIdeaApi } from "./routes.server";

/** Consumes voice-transcription and its dead-letter queue. */
export async function consumeTranscriptionQueue(
  batch: MessageBatch,
  env: Env,
  { deadLetter }: { deadLetter: boolean },
): Promise<void> {
  if (deadLetter) await recordAbandonedJobs(batch, env);
  else await transcribeBatch(batch, env);
}
