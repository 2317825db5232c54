import { VOICE_COPY } from "./copy";
import { RECORDING_CONTENT_TYPE, withoutFullStop, type VoiceDetails } from "./voice-form";

/**
 * The browser side of the three voice calls. Each failure is thrown as an Error whose message
 * is the spec's wording for that step (section 8 "Voice submission").
 */
const { errors } = VOICE_COPY;

/** PUT through XMLHttpRequest, the one browser API that reports upload progress. */
export function uploadRecording(recording: Blob, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", "/api/voice-recordings");
    request.setRequestHeader("Content-Type", RECORDING_CONTENT_TYPE);
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
        reject(new Error(errors.upload(reasonOf(body, request.status))));
      }
    };
    request.onerror = () => reject(new Error(errors.upload(errors.network)));
    request.onabort = request.onerror;
    request.send(recording);
  });
}

export async function logVoiceIdea(fileName: string, details: VoiceDetails): Promise<number> {
  const response = await postJson("/api/voice-uploads", { file_name: fileName, ...details }, errors.log);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errors.log(reasonOf(body, response.status)));
  const id = (body as { id?: unknown } | null)?.id;
  if (typeof id !== "number") throw new Error(errors.missingId);
  return id;
}

export async function startTranscription(recordId: number): Promise<void> {
  const response = await postJson("/api/voice-processor", { recordId }, (reason) => reason);
  if (!response.ok) throw new Error(`Transcription request answered ${response.status}`);
}

async function postJson(url: string, body: unknown, describeFailure: (reason: string) => string): Promise<Response> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(describeFailure(errors.network));
  }
}

/** The server's own sentence for what went wrong. */
function reasonOf(body: unknown, status: number): string {
  const error = (body as { error?: unknown } | null)?.error;
  return withoutFullStop(typeof error === "string" && error.trim() ? error : `the server answered ${status}`);
}
