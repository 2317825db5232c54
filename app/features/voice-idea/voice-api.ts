import { VOICE_COPY } from "./copy";
import { RECORDING_CONTENT_TYPE, RECORDING_TOO_LARGE, VOICE_LIMITS, withoutFullStop } from "./voice-form";
import type { VoiceDetails } from "./voice-schema";
import { BOT_CHECK_HEADER } from "~/features/bot-check";
import { cameFromPath } from "~/lib/page-trail";

/**
 * The browser side of the three voice calls. Each failure is thrown as an Error whose message
 * is the spec's wording for that step (section 8 "Voice submission").
 */
const { errors } = VOICE_COPY;

/**
 * A failure whose message is meant for the visitor. Anything else thrown during a submission
 * (a browser API's own words, a bug) is shown as a generic reason instead.
 */
export class VoiceSubmissionError extends Error {
  override name = "VoiceSubmissionError";
}

/**
 * PUT through XMLHttpRequest, the one browser API that reports upload progress. The body is
 * the Blob itself, so the browser sends its Content-Length, which the Worker requires. The
 * upload carries a fresh bot-check token (docs/decisions/0040).
 */
export function uploadRecording(
  recording: Blob,
  onProgress: (percent: number) => void,
  botCheckToken: string,
): Promise<string> {
  // The same cap as the Worker's: no point sending what it would refuse.
  if (recording.size > VOICE_LIMITS.maxRecordingBytes) {
    return Promise.reject(new VoiceSubmissionError(errors.upload(withoutFullStop(RECORDING_TOO_LARGE))));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", "/api/voice-recordings");
    request.setRequestHeader("Content-Type", RECORDING_CONTENT_TYPE);
    request.setRequestHeader(BOT_CHECK_HEADER, botCheckToken);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { file_name?: unknown; error?: unknown } | null;
      if (request.status === 201 && typeof body?.file_name === "string") {
        onProgress(100);
        resolve(body.file_name);
      } else {
        reject(new VoiceSubmissionError(errors.upload(reasonOf(body, request.status))));
      }
    };
    request.onerror = () => reject(new VoiceSubmissionError(errors.upload(errors.network)));
    request.onabort = request.onerror;
    request.send(recording);
  });
}

/**
 * Logs the idea, with a fresh bot-check token of its own (the claim holds the upload's bytes for
 * the day); resolves with the reference the Worker answers as its `id` (an unguessable
 * string, not a counted number), which starts its transcription.
 */
export async function logVoiceIdea(
  recording: { fileName: string; durationMs: number },
  details: VoiceDetails,
  botCheckToken: string,
): Promise<string> {
  const body = {
    file_name: recording.fileName,
    duration_ms: Math.round(recording.durationMs),
    source_path: cameFromPath(),
    ...details,
  };
  const response = await postJson("/api/voice-uploads", body, errors.log, {
    [BOT_CHECK_HEADER]: botCheckToken,
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new VoiceSubmissionError(errors.log(reasonOf(answer, response.status)));
  const id = (answer as { id?: unknown } | null)?.id;
  if (typeof id !== "string" || !id) throw new VoiceSubmissionError(errors.missingId);
  return id;
}

export async function startTranscription(recordId: string): Promise<void> {
  const response = await postJson("/api/voice-processor", { recordId }, (reason) => reason);
  if (!response.ok) throw new Error(`Transcription request answered ${response.status}`);
}

async function postJson(
  url: string,
  body: unknown,
  describeFailure: (reason: string) => string,
  headers: Record<string, string> = {},
): Promise<Response> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new VoiceSubmissionError(describeFailure(errors.network));
  }
}

// The Worker's own messages are short sentences; a long one is not one of them.
const MAX_REASON_CHARACTERS = 200;

/**
 * The server's own sentence for what went wrong: the Worker answers every refusal with JSON
 * {error} written for visitors. Anything else (a proxy's page, an empty answer) gets a generic
 * reason with the status, never the body's text.
 */
function reasonOf(body: unknown, status: number): string {
  const error = (body as { error?: unknown } | null)?.error;
  const usable = typeof error === "string" && error.trim() && error.length <= MAX_REASON_CHARACTERS;
  return withoutFullStop(usable ? error : `the server answered ${status}`);
}
