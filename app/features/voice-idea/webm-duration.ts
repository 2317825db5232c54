/**
 * A browser's MediaRecorder writes WebM without a duration (it streams, so it cannot know it), and
 * a player then shows its bar full after a second or two and cannot seek. fix-webm-duration writes
 * the measured length into the file's Info before upload; it is loaded only once a recording
 * stops. Should it fail, the recording goes as recorded: it plays, only without seeking.
 */
export async function withDuration(recording: Blob, durationMs: number): Promise<Blob> {
  try {
    const { default: fixWebmDuration } = await import("fix-webm-duration");
    return await fixWebmDuration(recording, durationMs, { logger: false });
  } catch {
    return recording;
  }
}
